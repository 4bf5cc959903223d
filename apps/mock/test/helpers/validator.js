// JSON Schema 2020-12 validation of mock answers against the bundled spec: the whole document is
// registered with ajv so the schemas' `#/components/...` $refs resolve exactly as published.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { resolveRef } from '@msg-gateway/openapi/walk';

const SPEC_ID = 'https://msg-gateway.local/openapi.json';

/** @returns {(op, status: string|number) => import('ajv').ValidateFunction} validator of a response's JSON body */
export function responseValidators(spec) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...spec, $id: SPEC_ID });
  const cache = new Map();
  return (op, status) => {
    const response = op.operation.responses[String(status)];
    if (!response) throw new Error(`${op.operationId} documents no ${status} response`);
    const base = response.$ref ? response.$ref.slice(1) : `${op.pointer}/responses/${status}`;
    if (!resolveRef(spec, response).content?.['application/json']?.schema) throw new Error(`${op.operationId} ${status} has no JSON schema`);
    const pointer = `${base}/content/application~1json/schema`;
    if (!cache.has(pointer)) cache.set(pointer, ajv.compile({ $ref: `${SPEC_ID}#${pointer}` }));
    return cache.get(pointer);
  };
}

/** Readable ajv errors for assertion messages. */
export const errorsText = (validate) => (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
