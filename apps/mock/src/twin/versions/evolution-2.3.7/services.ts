// Channel service rules 2.3.7 changed (evolution-api@cd800f29):
//   fetchStatusMessage defaults a missing (or zero) offset to 50 and page to 1 before it pages, so
//     only a page or offset given wrong still fails as on 2.1.1 (src/api/services/channel.service.ts);
//   whatsappNumbers' router answers any failure 400 with the error itself as JSON
//     (src/api/routes/chat.router.ts): a TypeError serialises to `{}` (numbers missing, or no socket
//     yet), Baileys' "Connection Closed" (a Boom, 428) to its own fields.
import { answer, type Controller, isObject } from '../../controller.js';
import * as messages from '../../controllers/messages.js';
import * as prechecks from '../../controllers/prechecks.js';
import { situationOf } from '../../disconnected.js';

export const statusPageCheck: Controller = (call, twin) => {
  const query = isObject(call.body) ? call.body : {};
  return prechecks.statusPageCheck({ ...call, body: { ...query, offset: query['offset'] || 50, page: query['page'] || 1 } }, twin);
};

/** JSON.stringify of Baileys' `new Boom('Connection Closed', { statusCode: 428 })`. */
const CONNECTION_CLOSED = {
  data: null,
  isBoom: true,
  isServer: false,
  output: { statusCode: 428, payload: { statusCode: 428, error: 'Precondition Required', message: 'Connection Closed' }, headers: {} },
};

export const whatsappNumbers: Controller = (call, twin) => {
  const { instance, body } = call;
  if (!instance) return undefined;
  if (!isObject(body) || !Array.isArray(body['numbers'])) return answer(400, {});
  if (instance.connection !== 'open' || instance.deletingSince !== undefined) {
    return answer(400, situationOf(instance) === 'never-connected' ? {} : CONNECTION_CLOSED);
  }
  return messages.whatsappNumbers(call, twin);
};
