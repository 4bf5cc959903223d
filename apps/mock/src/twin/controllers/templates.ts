// Meta message templates. 2.1.1 asks Meta's Graph API for them with the instance's token, whatever
// the integration, and reads `response.data` of the failure when the call fails: without a network
// there is no response, so the route answers 500 with that TypeError
// (evolution-api@4ca141b4:src/api/services/template.service.ts, find, requestTemplate; observed on a
// gateway without internet). With a network the documented answer stands.
import { type Controller, failure } from '../controller.js';

export const findTemplates: Controller = ({ instance }, twin) =>
  instance && twin.lifecycle.offline ? failure(500, "Cannot read properties of undefined (reading 'data')") : undefined;
