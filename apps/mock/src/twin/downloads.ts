// The media a route downloads before it uses the WhatsApp socket, and what a download that cannot
// connect does to the answer of an instance that is not connected: the download's error takes the
// place of the socket's ("Error: connect ECONNREFUSED 127.0.0.1:4141" instead of "Connection
// Closed" or the never-connected TypeError), wrapped as the route wraps it (its `x-disconnected`).
// The mock never reaches beyond loopback: only a loopback URL is tried (an http one fetched with a
// GET, whose status 400 or more fails as axios fails; any other only connected to, nothing sent),
// and any other URL is taken to download as it would with a network.
import { get as httpGet } from 'node:http';
import { connect } from 'node:net';
import type { Situation } from '@msg-gateway/openapi/disconnected';
import type { TwinCall, VersionRules } from './rules.js';

/** How long a loopback connection may take before the mock takes the URL as reachable. */
const CONNECT_LIMIT_MS = 2000;

/** The URL the request makes the gateway download, if the served version's route downloads one. */
export function downloadOf(rules: VersionRules, call: Pick<TwinCall, 'operationId' | 'body'>): string | undefined {
  const download = rules.downloads[call.operationId];
  const body =
    call.body !== null && typeof call.body === 'object' && !Array.isArray(call.body) ? (call.body as Record<string, unknown>) : {};
  if (!download || (download.skippedBy !== undefined && body[download.skippedBy] === false)) return undefined;
  const url = body[download.field];
  return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : undefined;
}

/** String(error) of a download of `url` that cannot connect; undefined when it connects (or is not loopback). */
export function failedDownload(url: string): Promise<string | undefined> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(undefined);
  }
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (!/^(127\.\d+\.\d+\.\d+|localhost|::1)$/i.test(host)) return Promise.resolve(undefined);
  const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
  if (target.protocol === 'http:') return fetchedStatus(target);
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (result: string | undefined): void => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(CONNECT_LIMIT_MS, () => done(undefined));
    socket.once('connect', () => done(undefined));
    socket.once('error', (error: Error) => done(`Error: ${error.message}`));
  });
}

/**
 * A loopback http download, fetched as the gateway's axios fetches it: a connection error is its
 * String(error), an answer of 400 or more axios' own error ("AxiosError: Request failed with status
 * code 404"; observed on 2.1.1: sendMedia's ["AxiosError: Request failed with status code 404"], the
 * sticker's and the audio's "Request failed with status code 404"); any other answer, or none in
 * time, is a download that worked. (The real sticker and audio routes answer that failure with the
 * error's own status, 404, which the descriptions do not document: the twin keeps their 500.)
 */
function fetchedStatus(target: URL): Promise<string | undefined> {
  return new Promise((resolve) => {
    const request = httpGet(target, { timeout: CONNECT_LIMIT_MS }, (res) => {
      res.resume();
      const status = res.statusCode ?? 200;
      request.destroy();
      resolve(status >= 400 ? `AxiosError: Request failed with status code ${status}` : undefined);
    });
    request.once('timeout', () => {
      request.destroy();
      resolve(undefined);
    });
    request.once('error', (error: Error) => resolve(`Error: ${error.message}`));
  });
}

/** The download's error where it comes before the socket's in `situation`; undefined otherwise. */
export function downloadErrorIn(rules: VersionRules, call: TwinCall, situation: Situation): string | undefined {
  if (call.failedDownload === undefined) return undefined;
  const download = rules.downloads[call.operationId];
  if (!download || (download.before === 'upload' && situation === 'never-connected')) return undefined;
  return call.failedDownload;
}
