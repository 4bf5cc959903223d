// The routes 2.4.0 added or answers otherwise than 2.3.7 (evolution-api@5624bdae):
//   logout of an instance that is not connected (state close) is 200 "Instance was already
//     disconnected" and does nothing (src/api/controllers/instance.controller.ts, logout);
//   create cuts the spaces around instanceName first (instance.controller.ts, createInstance);
//   markMessageAsPlayed answers {message: "Played messages", played: "success"} once the receipts
//     are sent (src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts,
//     markMessageAsPlayed): the twin marks received messages of the listed keys PLAYED;
//   getPollVote reads the stored poll: one it has not stored fails 500 (baileysDecryptPollVote, its
//     NotFoundException caught and wrapped: "[object Object]");
//   findChannels pages the `…@newsletter` chats of the stored messages, newest first (fetchChannels);
//   updateMemberAddMode answers {update: "success", mode} (updateMemberAddMode);
//   sendButtons refuses more than 2 CTA buttons (url, call, copy) and words the mixed-reply refusal
//     anew (buttonMessage).
import { disconnectedFor } from '../../twin/disconnected.js';
import { answer, failure, isObject, text } from '../../twin/handler.js';
import type { Handler } from '../../twin/rules.js';

/** logout as its base answers it, but an instance that is not connected (state close) is already logged out. */
export const whenClosed =
  (logout: Handler): Handler =>
  (call, twin) => {
    const { instance } = call;
    if (instance && instance.deletingSince === undefined && instance.connection === 'close') {
      return answer(200, { status: 'SUCCESS', error: false, response: { message: 'Instance was already disconnected' } });
    }
    return logout(call, twin);
  };

/** create as its base answers it, of the name without the spaces around it. */
export const trimmedName =
  (create: Handler): Handler =>
  (call, twin) => {
    const name = text(call.body, 'instanceName');
    if (name === undefined || !isObject(call.body)) return create(call, twin);
    return create({ ...call, body: { ...call.body, instanceName: name.trim() } }, twin);
  };

/**
 * A version's handler answers in every state: this one answers the route's declared not-connected
 * failure (its `x-disconnected`) unless the account is open, then `open`'s answer.
 */
const whenOpen =
  (open: Handler): Handler =>
  (call, twin) => {
    const { instance } = call;
    if (!instance) return undefined;
    if (instance.connection === 'open' && instance.deletingSince === undefined) return open(call, twin);
    return disconnectedFor(call.op, instance, call);
  };

export const markMessageAsPlayed: Handler = whenOpen(({ instance, body }) => {
  if (!instance) return undefined;
  const played = isObject(body) && Array.isArray(body['playedMessages']) ? body['playedMessages'] : [];
  for (const item of played) {
    if (!isObject(item) || typeof item['id'] !== 'string') continue;
    const message = instance.messages.find((m) => m.key.id === item['id']);
    if (message && !message.key.fromMe) message.status = 'PLAYED';
  }
  return answer(201, { message: 'Played messages', played: 'success' });
});

export const getPollVote: Handler = ({ instance, body }) => {
  if (!instance) return undefined;
  const key = isObject(body) && isObject(body['message']) && isObject(body['message']['key']) ? body['message']['key'] : {};
  const poll = instance.messages.find((m) => m.key.id === key['id']);
  const content = isObject(poll?.message) ? poll.message : {};
  const creation = isObject(content['pollCreationMessage']) ? content['pollCreationMessage'] : undefined;
  const options = creation && Array.isArray(creation['options']) ? creation['options'] : [];
  if (!creation || options.length === 0) return failure(500, ['Error decrypting poll votes', '[object Object]']);
  const results = Object.fromEntries(
    options.filter(isObject).map((option) => [String(option['optionName']), { votes: 0, voters: [] as string[] }]),
  );
  return answer(200, {
    poll: { name: typeof creation['name'] === 'string' ? creation['name'] : 'Enquete sem nome', totalVotes: 0, results },
  });
};

export const findChannels: Handler = ({ instance, body }) => {
  if (!instance) return undefined;
  const request = isObject(body) ? body : {};
  const page = Number(request['page'] ?? 1);
  const limit = Number(request['limit'] ?? request['rows'] ?? 50);
  const latest = new Map<string, number>();
  for (const message of [...instance.messages].sort((a, b) => b.messageTimestamp - a.messageTimestamp)) {
    const jid = message.key.remoteJid;
    if (jid.endsWith('@newsletter') && !latest.has(jid)) latest.set(jid, message.messageTimestamp);
  }
  const all = [...latest].map(([remoteJid, lastMessageTimestamp]) => ({ remoteJid, lastMessageTimestamp }));
  const skip = (page - 1) * limit;
  return answer(200, {
    total: all.length,
    pages: Math.ceil(all.length / limit),
    currentPage: page,
    limit,
    records: all.slice(skip, skip + limit),
  });
};

export const updateMemberAddMode: Handler = whenOpen(({ body }) => answer(201, { update: 'success', mode: text(body, 'mode') }));

const CTA = new Set(['url', 'call', 'copy']);

/** sendButtons' checks of the kinds of buttons, in 2.4.0's order and words, before the socket is touched. */
export const buttonsCheck: Handler = ({ body }) => {
  const buttons = isObject(body) && Array.isArray(body['buttons']) ? body['buttons'].filter(isObject) : [];
  if (buttons.length === 0) return undefined;
  const has = (test: (type: unknown) => boolean): boolean => buttons.some((button) => test(button['type']));
  const reply = has((type) => type === 'reply');
  const pix = has((type) => type === 'pix');
  const cta = has((type) => CTA.has(String(type)));
  if (reply && buttons.length > 3) return failure(400, ['Maximum of 3 reply buttons allowed']);
  if (reply && (cta || pix)) return failure(400, ['Reply buttons cannot be mixed with CTA or PIX buttons']);
  if (pix && buttons.length > 1) return failure(400, ['Only one PIX button is allowed']);
  if (cta && buttons.length > 2) return failure(400, ['Maximum of 2 CTA buttons allowed']);
  return undefined;
};
