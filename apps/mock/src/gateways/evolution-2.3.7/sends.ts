// What 2.3.7's send controller and services refuse before the socket, seen on client-shaped traffic
// (held-out/evolution-2.3.7-clients.jsonl) and read from the source (evolution-api@cd800f29):
//   - a reaction is a single emoji or "" (a removal): src/api/controllers/sendMessage.controller.ts, isEmoji;
//   - sendButtons' limits, in buttonMessage's order (whatsapp.baileys.service.ts, buttonMessage);
//   - a send to a group JID while not connected: whatsappNumber lists the group as not existing
//     without asking the socket (findGroup swallows its failure), so sendMessageWithTyping goes on:
//     a `delay` first asks the socket for presence, else findGroup finds nothing and throws "Group
//     not found"; its catch re-throws either as a 400 with String(error) in a list, and a
//     NotFoundException's String is "[object Object]" (sendMessageWithTyping);
//   - whatsappNumbers with only groups answers them as not existing, without the socket;
//   - a proxy test cannot reach icanhazip.com offline: 400 "Invalid proxy" (proxy.controller.ts).
import { jidOf } from '../../common/jid.js';
import { situationOf } from '../../twin/disconnected.js';
import { failure, isObject } from '../../twin/handler.js';
import type { Handler } from '../../twin/rules.js';
import { readsOnWhatsApp } from '../evolution-2.1.1/sends.js';

/** One emoji, whole (the `v` flag's RGI_Emoji: Node 20 and later; the build targets an older ECMAScript). */
const EMOJI_FLAGS = 'v';
// Made on the first reaction: compiling RGI_Emoji (a property of strings) was about 5 ms of every start.
let emoji: RegExp | undefined;
const isEmoji = (text: string): boolean => {
  emoji ??= new RegExp('^\\p{RGI_Emoji}$', EMOJI_FLAGS);
  return emoji.test(text);
};

/** sendReaction: "" removes a reaction; anything else must be one emoji (emoji-regex's match is the whole text). */
export const reactionCheck237: Handler = ({ body }) => {
  const reaction = isObject(body) ? body['reaction'] : undefined;
  if (reaction === '' || (typeof reaction === 'string' && isEmoji(reaction))) return undefined;
  return failure(400, ['Reaction must be a single emoji or empty string']);
};

/** buttonMessage's checks: at least one; reply buttons at most three and alone; one PIX button, alone. */
export const buttonsCheck: Handler = ({ body }) => {
  const buttons = isObject(body) && Array.isArray(body['buttons']) ? body['buttons'] : undefined;
  if (!buttons) return undefined;
  const types = buttons.map((b) => (isObject(b) ? b['type'] : undefined));
  const others = types.some((t) => t !== 'reply' && t !== 'pix');
  if (buttons.length === 0) return failure(400, ['At least one button is required']);
  if (types.includes('reply') && buttons.length > 3) return failure(400, ['Maximum of 3 reply buttons allowed']);
  if (types.includes('reply') && others) return failure(400, ['Reply buttons cannot be mixed with other button types']);
  if (types.includes('pix') && buttons.length > 1) return failure(400, ['Only one PIX button is allowed']);
  if (types.includes('pix') && others) return failure(400, ['PIX button cannot be mixed with other button types']);
  return undefined;
};

const isOpen = (call: Parameters<Handler>[0]): boolean => call.instance?.connection === 'open' && call.instance.deletingSince === undefined;

/** A send through sendMessageWithTyping (its failure reads onWhatsApp) to a group JID, not connected. */
export const groupSendCheck: Handler = (call) => {
  const { instance, body, failedDownload } = call;
  if (!instance || isOpen(call) || failedDownload !== undefined || !readsOnWhatsApp(call.op)) return undefined;
  const number = isObject(body) ? body['number'] : undefined;
  if (typeof number !== 'string' || !jidOf(number).endsWith('@g.us')) return undefined;
  if (!(isObject(body) && body['delay'])) return failure(400, ['[object Object]']);
  const never = situationOf(instance) === 'never-connected';
  return failure(400, [
    never ? "TypeError: Cannot read properties of undefined (reading 'presenceSubscribe')" : 'Error: Connection Closed',
  ]);
};

/** whatsappNumbers of groups only: each answered `{jid, exists: false, number}` in every state (no socket asked). */
export const groupNumbersCheck: Handler = (call) => {
  const numbers = isObject(call.body) && Array.isArray(call.body['numbers']) ? call.body['numbers'] : undefined;
  if (!numbers || numbers.length === 0 || isOpen(call)) return undefined;
  if (!numbers.every((n) => typeof n === 'string' && jidOf(n).endsWith('@g.us'))) return undefined;
  return { status: 200, body: numbers.map((n) => ({ jid: jidOf(n as string), exists: false, number: n })) };
};

/** setProxy with a host, offline: testProxy's request to icanhazip.com fails, 400 "Invalid proxy". */
export const proxyCheck: Handler = ({ instance, body }, twin) => {
  const proxy = isObject(body) ? body : {};
  if (!instance || !twin.lifecycle.offline || !proxy['enabled'] || !proxy['host']) return undefined;
  return failure(400, ['Invalid proxy']);
};
