// A TypeScript CommonJS consumer (`module: node16`, as a NestJS project compiles): the `require`
// types of the package (dist/cjs/index.d.ts) must give the same typed facade and errors.
import { createGatewayClient, type GatewayError, isGatewayError, type SuccessBody } from '@msg-gateway/client';

export async function connectionState(baseUrl: string): Promise<SuccessBody<'connectionState'>['instance']['state']> {
  const gw = createGatewayClient({ baseUrl, apiKey: 'consumer-key' });
  try {
    const { instance } = await gw.instance.connectionState('my-instance');
    return instance.state;
  } catch (error) {
    if (isGatewayError(error, 404)) {
      const message: string[] = error.body.response.message;
      throw new Error(message.join('; '));
    }
    throw error;
  }
}

export function kindOf(
  error: GatewayError,
): 'http' | 'invalid-response' | 'redirect' | 'timeout' | 'aborted' | 'network' | 'body-too-large' {
  return error.kind;
}

// @ts-expect-error the instance name is a string, in CommonJS too
createGatewayClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' }).instance.connectionState(42);
