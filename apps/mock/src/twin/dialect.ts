// How the gateway being served behaves around its routes, which the HTTP layer and the guards follow.
// A gateway's own web app (its home's `dialect`, gateways/<profile>/) reads the body before routing,
// matches routes leniently, answers OPTIONS 204 everywhere, runs the GET handler for HEAD and checks
// the instance before the key; the contract is read strictly: the key first, then the instance, strict
// routing (gateways/index.ts says which a description is served with). `x-guard-order` on the
// document overrides the order.

export type Guard = 'instance' | 'key';

/** A body as the app's body parser hands it to its routes, or the parser's error message. */
export type AppBody = { ok: true; body: Record<string, unknown> } | { ok: false; message: string };

/** How the gateway's own web app reads a request before its routes see it. */
export interface AppReading {
  /** The path with what the app's router ignores removed (the case is left to the matcher, which ignores it). */
  path(path: string): string;
  /**
   * The body as the app's body parser hands it to the routes (parsed before any routing); a parse
   * error in the words of the gateway's own Node, `nodeMajor` (its Gateway's runtime).
   */
  body(contentType: string | undefined, text: string, nodeMajor: number): AppBody;
}

export interface Dialect {
  /** Served as the gateway's own web app serves (see above); undefined: the contract's strict reading. */
  app: AppReading | undefined;
  /** The order the guards run in. */
  guards: Guard[];
}
