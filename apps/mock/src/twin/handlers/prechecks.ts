// What 2.1.1's controllers and services check, or trip over, before they use the WhatsApp account:
// these answer the same whether the instance is open, connecting or never connected, so the twin
// asks them before the not-connected rule. Each is a rule read from the 2.1.1 source (cited) and
// seen in its answers to requests no recording of ours was tuned on (observed).
import { failure, isObject } from '../handler.js';
import { prismaType } from '../prisma.js';
import type { Handler } from '../rules.js';

/**
 * sendReaction refuses a reaction without a single character outside letters, digits, spaces,
 * parentheses, `à`–`ú` and `"`–`+`: 400 `"reaction" must be an emoji`, in its controller, before the
 * service (evolution-api@4ca141b4:src/api/controllers/sendMessage.controller.ts, sendReaction).
 */
export const reactionCheck: Handler = ({ body }) => {
  const reaction = isObject(body) ? body['reaction'] : undefined;
  if (typeof reaction !== 'string' || NOT_EMOJI.test(reaction)) return failure(400, ['"reaction" must be an emoji']);
  return undefined;
};
const NOT_EMOJI = /^[()\w\sà-ú"-+]*$/u;

/**
 * textMessage refuses a text that is missing, empty or only spaces before it sends: 400 "Text is
 * required", in every state (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts,
 * textMessage: `!text || text.trim().length === 0`).
 */
export const textCheck: Handler = ({ body }) => {
  const text = isObject(body) ? body['text'] : undefined;
  if (!text || (typeof text === 'string' && text.trim().length === 0)) return failure(400, ['Text is required']);
  return undefined;
};

/**
 * mediaSticker converts the sticker to WebP before it sends: an empty one is base64 to its check
 * (class-validator's isBase64 takes ""), decodes to no bytes, and sharp refuses it; the route answers
 * 500 with sharp's text, in every state (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts,
 * mediaSticker, convertToWebP).
 */
export const emptyStickerCheck: Handler = ({ body }) =>
  isObject(body) && body['sticker'] === '' ? failure(500, 'Input Buffer is empty') : undefined;

/**
 * The services turn `number` into a JID first, by calling `includes` on it: without a number (or
 * with one that is not a string) that throws, and the route answers 500 with the TypeError's text
 * (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts,
 * createJid; profilePicture, updateMessage). Observed: "Cannot read properties of undefined
 * (reading 'includes')".
 */
export const numberCheck: Handler = (call, twin) => numberCheckBy('includes')(call, twin);

/**
 * The check of a createJid that first calls `method` on the number: 2.1.1's `includes` (which an
 * array has too), 2.3.7's `replace` (evolution-api@cd800f29:src/utils/createJid.ts, which only a
 * string has).
 */
export function numberCheckBy(method: 'includes' | 'replace'): Handler {
  return ({ body }) => {
    const number = isObject(body) ? body['number'] : undefined;
    if (typeof number === 'string' || (method === 'includes' && Array.isArray(number))) return undefined;
    const text =
      number === undefined || number === null
        ? `Cannot read properties of ${String(number)} (reading '${method}')`
        : `number.${method} is not a function`;
    return failure(500, text);
  };
}

/**
 * findStatusMessage pages with `skip: offset * (page === 1 ? 0 : page - 1)` and `take: offset` as
 * sent, with no default and no type check: the database client refuses a skip or take that is not a
 * whole number, or a negative skip, and the route answers 500 with its text
 * (evolution-api@4ca141b4:src/api/services/channel.service.ts, fetchStatusMessage).
 */
export const statusPageCheck: Handler = pageCheck('messageUpdate', false);

/**
 * findMessages pages the same way after putting 50 in place of a falsy offset and 1 in place of a
 * falsy page; its schema declares neither, so a page or offset of another type reaches the database
 * (evolution-api@4ca141b4:src/api/services/channel.service.ts, fetchMessages;
 * src/validate/chat.schema.ts, messageValidateSchema).
 */
export const messagesPageCheck: Handler = pageCheck('message', true);

function pageCheck(model: string, defaults: boolean): Handler {
  return ({ body }) => {
    const query = isObject(body) ? body : {};
    const offset = defaults && !query['offset'] ? 50 : query['offset'];
    const page = defaults && !query['page'] ? 1 : query['page'];
    // JavaScript's arithmetic, as the service does it (a string page becomes NaN, a Float).
    const skip = page === 1 ? 0 : (offset as number) * ((page as number) - 1);
    for (const [argument, value] of [
      ['take', offset],
      ['skip', skip],
    ] as const) {
      if (typeof value === 'number' && Number.isInteger(value) && (argument === 'take' || value >= 0)) continue;
      return failure(
        500,
        `Invalid \`prisma.${model}.findMany()\` invocation: Argument \`${argument}\`: Invalid value provided. Expected Int, provided ${prismaType(value)}.`,
      );
    }
    return undefined;
  };
}
