// Builds the request of each check from the document's examples, with the user's own values put
// where the example names a person, a group, a message or a schedule (see safety.js).

/** Replaces the phone digits inside an example value (`5511...`, `+5511...`, `5511...@s.whatsapp.net`). */
function swapDigits(value, digits) {
  return typeof value === 'string' && /[0-9]{7,15}/.test(value) ? value.replace(/[0-9]{7,15}/, digits) : digits;
}

const YEAR_S = 365 * 24 * 60 * 60;

/** Schedules are moved a year ahead: an example time in the past could be delivered at once. */
function laterSchedule(body, recipient, now) {
  const shift = typeof body.sendAt === 'number' ? Math.max(0, now + YEAR_S - body.sendAt) : 0;
  const out = { ...body, phone: swapDigits(body.phone, recipient) };
  if (typeof body.sendAt === 'number') out.sendAt = body.sendAt + shift;
  if (typeof body.until === 'number') out.until = body.until + shift;
  return out;
}

const swapNumber = (body, { recipient }) => ({ ...body, number: swapDigits(body.number, recipient) });

/**
 * Per operation: how its example body is personalised. Only called when every input the safety
 * table lists for the operation is present.
 */
const PERSONALISE_BODY = {
  sendList: swapNumber,
  sendLocation: swapNumber,
  sendSticker: swapNumber,
  sendContact: swapNumber,
  createSchedule: (body, { recipient }, now) => laterSchedule(body, recipient, now),
  updateSchedule: (body, { recipient }, now) => laterSchedule(body, recipient, now),
  markMessageAsRead: (body, { recipient, messageId }) => {
    const first = body.readMessages?.[0] ?? { fromMe: false };
    return { ...body, readMessages: [{ ...first, remoteJid: `${recipient}@s.whatsapp.net`, id: messageId }] };
  },
  getBase64FromMediaMessage: (body, { messageId }) => ({
    ...body,
    message: { ...body.message, key: { ...body.message?.key, id: messageId } },
  }),
  updateParticipant: (body, { recipient }) => ({ ...body, participants: [recipient] }),
};

/** Query and path parameters taken from the user's inputs rather than from examples. */
const PARAMETER_INPUTS = { groupJid: 'groupJid', inviteCode: 'inviteCode', scheduleID: 'scheduleId' };

/**
 * Parameters dropped from success checks: connect's `number` asks the gateway for a pairing code
 * for that phone, which is never what a contract run wants.
 */
const DROPPED_PARAMETERS = { connectInstance: ['number'] };

/**
 * @param {import('./contract.js').Operation} op
 * @param {object} settings
 * @param {string} settings.instance value of the {instance} path parameter
 * @param {Record<string,string|undefined>} settings.inputs user inputs (groupJid, recipient...)
 * @param {boolean} settings.personal put the user's inputs in the body (success checks)
 * @param {'keep'|'invalid'} [settings.body] 'invalid' sends `{}` instead of the example
 * @param {string[]} [settings.dropQuery] required query parameters to leave out
 * @param {number} settings.now Unix seconds
 * @returns {{uri: string, body: string | null, pathParams: Record<string,string>}}
 */
export function buildRequest(op, { instance, inputs, personal, body = 'keep', dropQuery = [], now }) {
  const pathParams = {};
  const query = new URLSearchParams();
  const dropped = new Set([...(personal ? DROPPED_PARAMETERS[op.operationId] ?? [] : []), ...dropQuery]);
  for (const p of op.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    if (p.in === 'query' && dropped.has(p.name)) continue;
    let value = p.name === 'instance' && p.in === 'path' ? instance : inputs[PARAMETER_INPUTS[p.name]] ?? p.example ?? p.schema?.example;
    if (value === undefined) {
      if (p.in === 'query' && !p.required) continue;
      value = p.schema?.examples?.[0];
    }
    if (value === undefined) continue;
    if (p.in === 'path') pathParams[p.name] = String(value);
    else query.append(p.name, String(value));
  }
  let path = op.path.replace(/\{([^}]+)\}/g, (whole, name) => (name in pathParams ? encodeURIComponent(pathParams[name]) : whole));
  const qs = query.toString();
  if (qs) path += `?${qs}`;

  let payload = null;
  if (op.requestBody) {
    if (body === 'invalid') payload = {};
    else {
      payload = op.requestBody.example ?? {};
      const personalise = PERSONALISE_BODY[op.operationId];
      if (personal && personalise) payload = personalise(structuredClone(payload), inputs, now);
    }
  }
  return { uri: path, body: payload === null ? null : JSON.stringify(payload), pathParams };
}
