// After-answer hooks: the place where behaviour that follows an answer attaches (webhook delivery
// after a send, a connect or a logout is the first user). A hook runs after the answer has been
// written, with what was asked and what was answered; it cannot change or delay the answer, and a
// hook that throws is reported in the log, never to the client.

export interface AnsweredEvent {
  operationId: string;
  method: string;
  path: string;
  /** Path parameters, decoded (e.g. { instance: 'shop-42' }). */
  pathParams: Record<string, string>;
  query: Record<string, string | string[]>;
  /** The parsed request body, null without one. */
  requestBody: unknown;
  status: number;
  /** The answer's body, as sent. */
  body: unknown;
}

export type AnswerHook = (event: AnsweredEvent) => void;

/** Runs each hook; returns the messages of the ones that threw. */
export function runHooks(hooks: Iterable<AnswerHook>, event: AnsweredEvent): string[] {
  const failures: string[] = [];
  for (const hook of hooks) {
    try {
      hook(event);
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  return failures;
}
