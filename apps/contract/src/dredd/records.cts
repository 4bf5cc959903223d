// What the runner and the Dredd child exchange, as types both sides compile against: the run file
// the adapter writes (never holding the key) and the records the child appends to the results
// file, one JSON object a line. Records are correlated by Dredd's transaction id (`id`), never by
// their position in the file.

import type { PlannedRequest } from '../plan/requests.js';

/**
 * One Dredd transaction as the plan shapes it. `key` is "METHOD /path/{template} <label>", the label
 * being the status the view gives the check's kind.
 */
export interface PlannedTransaction {
  key: string;
  request: PlannedRequest;
  /** This transaction's answer carries the schedule id `fromCreated` transactions need. */
  captureScheduleId: boolean;
  /** This transaction creates the run's throwaway instance, which `onThrowaway` transactions need. */
  createsThrowaway: boolean;
}

export interface RunFile {
  /** Gateway base URL (origin and base path). */
  url: string;
  basePath: string;
  /** The Dredd view of the description (a plain OpenAPI 3.0 document) with the planned transactions only. */
  viewPath: string;
  hooksPath: string;
  resultsPath: string;
  createdScheduleToken: string;
  transactions: PlannedTransaction[];
  bounds: Bounds;
}

export interface Bounds {
  /** Limit of each request, headers and body. */
  timeoutMs: number;
  /** Epoch ms after which no request is sent and a running one is aborted. */
  deadlineAt: number;
  /** Body bytes read at most; a longer body is not read further. */
  bodyLimitBytes: number;
  /** After this many requests in a row without an answer, the rest are not sent. */
  giveUpAfter: number;
}

/** The hooks were loaded: without this record nothing was checked. */
export interface LoadedRecord {
  type: 'loaded';
  pid: number;
  transactions: number;
}

export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  /** As Dredd holds it: UTF-8 text, or base64 for bytes that are not UTF-8. */
  body: string;
  bodyEncoding: 'utf-8' | 'base64';
  bodyTooLarge: boolean;
}

/** What happened to one transaction, written by the hooks after it ran (or was skipped). */
export interface TransactionRecord {
  type: 'transaction';
  /** Dredd's transaction id. */
  id: string;
  /** The plan's key, or null when the transaction matches no planned one. */
  key: string | null;
  uri: string | null;
  durationMs: number | null;
  outcome: 'answered' | 'no-answer' | 'skipped' | 'unplanned' | 'hooks-error';
  answer?: RecordedAnswer;
  skip?: { reason: string; enableWith: string | null };
  message?: string;
}

/** A request (or hook) error Dredd reported for a transaction. */
export interface ErrorRecord {
  type: 'error';
  /** Dredd's transaction id. */
  id: string;
  code: string | null;
  message: string;
}

export type ChildRecord = LoadedRecord | TransactionRecord | ErrorRecord;

/** What the transport noted about an answer, on Dredd's transaction.request (see transport.cts). */
export interface AnswerNote {
  bodyTooLarge: boolean;
}

/** Error codes of the bounded transport (see transport.cts). */
export type TransportCode = 'CONTRACT_TIMEOUT' | 'CONTRACT_DEADLINE' | 'CONTRACT_UNRESPONSIVE';
