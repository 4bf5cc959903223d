// The same consumer as an ES module: the `import` types of the evolution-2.1.1 and webhooks entries.
import { createGatewayClient } from '@msg-gateway/client/evolution-2.1.1';
import { parseWebhookEvent, type WebhookEvent } from '@msg-gateway/client/webhooks';

const gw = createGatewayClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'consumer-key' });
export const url = gw.webhook.find('my-instance').then((config) => config?.url ?? 'none');
export const kind = (body: string): WebhookEvent['event'] => parseWebhookEvent(body).event;

// @ts-expect-error webhook find may answer null
gw.webhook.find('my-instance').then((config) => config.url);
