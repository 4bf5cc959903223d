// The same consumer as an ES module: the `import` types of the package (dist/index.d.ts).
import { createGatewayClient, isGatewayError } from '@msg-gateway/client';

const gw = createGatewayClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'consumer-key' });
export const state = gw.instance.connectionState('my-instance').then(
  ({ instance }) => instance.state,
  (error: unknown) => (isGatewayError(error, 404) ? error.body.response.message.join('; ') : Promise.reject(error)),
);

// @ts-expect-error the instance name is a string
gw.instance.connectionState(42);
