// The body of an error answer in the form 2.3.7's routers give it where it is not the gateway's
// envelope (the base's): Meta's error form (evolution-api@cd800f29:src/utils/errorResponse.ts,
// createMetaErrorResponse, for an error without Meta's own fields: its message everywhere, the rest
// unknown); or the exception as thrown (evolution-api@cd800f29:src/exceptions/400.exception.ts).
const REASON: Record<number, string> = { 400: 'Bad Request' };

export function metaErrorBody(message: unknown, context: string, now: number): Record<string, unknown> {
  return {
    status: 400,
    error: 'Bad Request',
    message,
    details: {
      whatsapp_error: message,
      whatsapp_code: 'UNKNOWN_ERROR',
      error_user_title: message,
      error_user_msg: message,
      error_type: 'UNKNOWN',
      error_subcode: null,
      fbtrace_id: null,
      context,
      type: 'whatsapp_api_error',
    },
    timestamp: new Date(now).toISOString(),
  };
}

/**
 * How a route's router wraps its validation errors where it does not let them reach the gateway's
 * error envelope (`{status, error, response: {message}}`): `meta`, Meta's error form with a context;
 * `raw`, the thrown exception as it is (`{status, error, message}`).
 */
export type ValidationEnvelope = { kind: 'meta'; context: string } | { kind: 'raw' };

/** A 400 validation failure of `operationId` as 2.3.7's router answers it; undefined: the base's envelope. */
export function validationFailureBody(
  envelopes: Readonly<Record<string, ValidationEnvelope>>,
  operationId: string | undefined,
  message: unknown,
  now: number,
): unknown {
  const envelope = operationId === undefined ? undefined : envelopes[operationId];
  if (envelope?.kind === 'meta') return metaErrorBody(message, envelope.context, now);
  if (envelope?.kind === 'raw') return { status: 400, error: REASON[400], message };
  return undefined;
}
