// What openapi-fetch needs of a Request while it prepares one (url, method, headers for the
// middleware), holding the RequestInit that fetch() gets. Not a Request: fetch() builds one from its
// arguments anyway, and building two costs about a tenth of a local call. Only the facade uses it.
export class RequestDraft {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  constructor(
    url: string,
    readonly init: RequestInit & { method: string; headers: Headers },
  ) {
    this.url = url;
    this.method = init.method;
    this.headers = init.headers;
  }
}
