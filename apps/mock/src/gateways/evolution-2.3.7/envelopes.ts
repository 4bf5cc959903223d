// The body of an error answer in the form a version's router gives it (rules.ts, ValidationEnvelope):
// the gateway's envelope by default; Meta's error form (evolution-api@cd800f29:src/utils/errorResponse.ts,
// createMetaErrorResponse, for an error without Meta's own fields: its message everywhere, the rest
// unknown); or the exception as thrown (evolution-api@cd800f29:src/exceptions/400.exception.ts).
import type { VersionRules } from '../../twin/rules.js';

const REASON: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' };

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

/** A 400 validation failure of `operationId` as the served version's router answers it. */
export function validationFailureBody(rules: VersionRules, operationId: string | undefined, message: unknown, now: number): unknown {
  const envelope = operationId === undefined ? undefined : rules.validationEnvelopes[operationId];
  if (envelope?.kind === 'meta') return metaErrorBody(message, envelope.context, now);
  if (envelope?.kind === 'raw') return { status: 400, error: REASON[400], message };
  return { status: 400, error: REASON[400], response: { message } };
}
