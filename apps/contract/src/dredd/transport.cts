// The HTTP requests of a run, bounded. Dredd's own (the `request` library) only limit the wait for
// the headers and for each socket read, and read a body of any size into memory; `install` makes
// Dredd send through the function below instead (how: internals.cts, the one door into Dredd's
// unpublished files), which gives every request:
//   - a total timer (headers and body): "no answer within N s", then the run goes on;
//   - the run deadline: no request starts after it, and a running one is aborted;
//   - a body limit: past it the body is not read, and the answer is marked `bodyTooLarge`;
//   - a give-up rule: after `giveUpAfter` requests in a row without an answer, the rest are not
//     sent (a dead gateway must not cost a timeout per check).
// Errors carry a `code` (TransportCode, or Node's own such as ECONNREFUSED) that the adapter reads.
import http = require('node:http');
import https = require('node:https');
import internals = require('./internals.cjs');

import type { AnswerNote, Bounds, TransportCode } from './records.cjs';

/** What Dredd's performRequest gives the `request` library it sends with (see internals.cts). */
interface RequestOptions {
  method: string;
  uri: string;
  headers: Record<string, string>;
  body: Buffer;
}
type RequestCallback = (error: Error | null, response?: http.IncomingMessage, body?: Buffer) => void;
type RequestFunction = (options: RequestOptions, callback: RequestCallback) => void;

// Kept on Dredd's transaction.request object, which the hooks see as `transaction.request`. A
// registered symbol, so it does not matter which copy of this module the hooks loaded.
const NOTE = Symbol.for('@msg-gateway/contract.answer-note');

/** What the transport noted about the answer to a transaction's request. */
function noteOf(transactionRequest: object): AnswerNote | undefined {
  return (transactionRequest as { [NOTE]?: AnswerNote })[NOTE];
}

const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(3))} s`;

function transportError(code: TransportCode, message: string): Error {
  return Object.assign(new Error(message), { code });
}

function createTransport(bounds: Bounds) {
  let noAnswersInARow = 0;
  let gaveUp = false;
  const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

  const settled = (answered: boolean): void => {
    noAnswersInARow = answered ? 0 : noAnswersInARow + 1;
    if (noAnswersInARow >= bounds.giveUpAfter) gaveUp = true;
  };

  function requestFor(transactionRequest: object): RequestFunction {
    return (options, callback) => {
      const started = Date.now();
      if (started >= bounds.deadlineAt)
        return void process.nextTick(callback, transportError('CONTRACT_DEADLINE', 'not sent: the run deadline passed'));
      if (gaveUp) {
        const message = `not sent: the gateway stopped answering (${bounds.giveUpAfter} requests in a row got no answer)`;
        return void process.nextTick(callback, transportError('CONTRACT_UNRESPONSIVE', message));
      }
      const byDeadline = bounds.deadlineAt - started < bounds.timeoutMs;
      const budget = Math.min(bounds.timeoutMs, bounds.deadlineAt - started);
      const url = new URL(options.uri);
      const secure = url.protocol === 'https:';
      const send = secure ? https.request : http.request;
      let done = false;
      const finish = (error: Error | null, response?: http.IncomingMessage, body?: Buffer): void => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        if (!(error && (error as NodeJS.ErrnoException).code === 'CONTRACT_DEADLINE')) settled(error === null);
        callback(error, response, body);
      };
      const req = send(url, { method: options.method, headers: options.headers, agent: secure ? agents.https : agents.http });
      const timer = setTimeout(() => {
        const error = byDeadline
          ? transportError('CONTRACT_DEADLINE', 'aborted: the run deadline passed')
          : transportError('CONTRACT_TIMEOUT', `no answer within ${seconds(bounds.timeoutMs)}`);
        finish(error);
        req.destroy(error);
      }, budget);
      req.on('error', (error) => finish(error));
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= bounds.bodyLimitBytes) {
            chunks.push(chunk);
            return;
          }
          (transactionRequest as { [NOTE]?: AnswerNote })[NOTE] = { bodyTooLarge: true };
          finish(null, res, Buffer.alloc(0));
          req.destroy();
        });
        res.on('end', () => finish(null, res, Buffer.concat(chunks)));
        res.on('error', (error) => finish(error));
        res.on('close', () => {
          if (!res.complete)
            finish(Object.assign(new Error('the connection was closed in the middle of the body'), { code: 'ECONNRESET' }));
        });
      });
      req.end(options.body);
    };
  }

  return {
    requestFor,
    close(): void {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

/** Makes Dredd send every request through a bounded transport; returns it (close it after the run). */
function install(bounds: Bounds): { close(): void } {
  const transport = createTransport(bounds);
  internals.replacePerformRequest(transport.requestFor);
  return transport;
}

const transport = { install, noteOf };
export = transport;
