// Meta message templates. 2.1.1 asks Meta's Graph API for them with the instance's token, whatever
// the integration (evolution-api@4ca141b4:src/api/services/template.service.ts, find, create,
// requestTemplate). On a gateway that cannot reach the internet the request to graph.facebook.com
// waits for a name server that never answers, and the route never answers either (observed: no
// answer within 6 s to findTemplates or a valid createTemplate, in every state). The twin says so
// at once rather than holding the connection: `unanswered` (the mock's 504 with an
// `x-mock-unanswered` header, docs/twin.md). With a network the documented answer stands.
import type { Handler } from '../rules.js';

const WAITS_FOR_META = "graph.facebook.com (Meta's Graph API): the gateway waits for it and never answers without internet";

const waitsForMeta: Handler = ({ instance }, twin) =>
  instance && twin.lifecycle.offline ? { status: 504, body: undefined, unanswered: WAITS_FOR_META } : undefined;

export const findTemplates: Handler = waitsForMeta;
export const createTemplate: Handler = waitsForMeta;
