// A TypeScript CommonJS consumer (`module: node16`) of the evolution-2.1.1 and webhooks entries:
// their `require` types (dist/cjs/...) must give the profile's facade and the narrowed payloads.
import { createGatewayClient, isGatewayError } from '@msg-gateway/client/evolution-2.1.1';
import { parseWebhookEvent } from '@msg-gateway/client/webhooks';

export async function webhookUrl(baseUrl: string): Promise<string | undefined> {
  const gw = createGatewayClient({ baseUrl, apiKey: 'consumer-key' });
  try {
    const config = await gw.webhook.find('my-instance');
    return config?.url;
  } catch (error) {
    if (isGatewayError(error, 404)) return error.body.response.message.join('; ');
    throw error;
  }
}

export function sender(body: Buffer): string | undefined {
  const event = parseWebhookEvent(body);
  return event.event === 'messages.upsert' ? event.data.key.remoteJid : undefined;
}

// @ts-expect-error no schedule methods in the profile, in CommonJS too
createGatewayClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' }).schedule;
