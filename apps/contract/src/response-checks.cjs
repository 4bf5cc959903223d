// Checks one real response against the contract: status, Content-Type and the body against the
// response schema of the OpenAPI 3.1 bundle (JSON Schema 2020-12, ajv). Dredd 14 checks none of
// the schema rules itself. CommonJS because Dredd's hooks (which use it) must be.
'use strict';

const fs = require('node:fs');
const Ajv2020 = require('ajv/dist/2020');
const addFormats = require('ajv-formats');

/** OpenAPI keywords found around or inside schemas that are not JSON Schema keywords. */
const OPENAPI_KEYWORDS = [
  'openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components', 'webhooks',
  'jsonSchemaDialect', 'externalDocs', 'discriminator', 'xml', 'example',
];

const EXCERPT = 200;

/**
 * @param {{bundlePath: string, schemaId: string}} contract
 * @returns {{check: (expect: object, real: {statusCode: number|string, headers: object, body: string}) => Failure[]}}
 */
function createChecker({ bundlePath, schemaId }) {
  const bundle = JSON.parse(fs.readFileSync(bundlePath, 'utf8'));
  // The bundle's schemas are validated when the contract is built (openapi tests); meta-validating
  // them again here would cost a third of a second on every run.
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, validateSchema: false, code: { optimize: false } });
  addFormats(ajv);
  ajv.addVocabulary(OPENAPI_KEYWORDS);
  ajv.addSchema({ ...bundle, $id: schemaId });
  const validators = new Map();
  const validatorFor = (ref) => {
    if (!validators.has(ref)) validators.set(ref, ajv.compile({ $ref: ref }));
    return validators.get(ref);
  };

  function check(expect, real) {
    const actualStatus = String(real.statusCode);
    if (actualStatus !== String(expect.status)) {
      return [{
        rule: 'status',
        status: Number(actualStatus),
        message: `status ${actualStatus}, expected ${expect.status}${bodyHint(real.body)}`,
      }];
    }
    const failures = [];
    const contentType = headerValue(real.headers, 'content-type');
    const mediaType = contentType ? contentType.split(';')[0].trim().toLowerCase() : '';
    if (expect.mediaTypes.length && !expect.mediaTypes.includes(mediaType)) {
      failures.push({
        rule: 'content-type',
        contentType: contentType || null,
        message: `Content-Type ${contentType ? `"${contentType}"` : 'missing'}, expected ${expect.mediaTypes.join(' or ')}`,
      });
    }
    if (!expect.schemaRef) return failures;
    const text = typeof real.body === 'string' ? real.body : Buffer.isBuffer(real.body) ? real.body.toString('utf8') : '';
    if (text.trim() === '') {
      failures.push({ rule: 'body', message: 'the body is empty, expected JSON matching the schema' });
      return failures;
    }
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      failures.push({ rule: 'body', message: `the body is not JSON: ${excerpt(text)}` });
      return failures;
    }
    const validate = validatorFor(expect.schemaRef);
    if (!validate(data)) {
      for (const error of validate.errors) failures.push(schemaFailure(error));
    }
    return failures;
  }

  return { check };
}

/**
 * @typedef {object} Failure
 * @property {'status'|'content-type'|'body'|'schema'|'request'} rule
 * @property {string} message
 * @property {number} [status] the status received (rule status)
 * @property {string} [pointer] JSON pointer of the offending value (rule schema)
 * @property {string} [keyword] the JSON Schema keyword broken (rule schema)
 * @property {object} [params] ajv's error params (rule schema)
 */
function schemaFailure(error) {
  const where = error.instancePath === '' ? '(root)' : error.instancePath;
  let detail = error.message;
  if (error.keyword === 'enum') detail += ` (${error.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')})`;
  if (error.keyword === 'additionalProperties') detail += ` "${error.params.additionalProperty}"`;
  return {
    rule: 'schema',
    pointer: error.instancePath,
    keyword: error.keyword,
    params: error.params,
    message: `${where}: ${detail} [${error.keyword}]`,
  };
}

function headerValue(headers, name) {
  for (const [key, value] of Object.entries(headers || {})) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value.join(', ') : String(value);
  }
  return '';
}

function bodyHint(body) {
  const text = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : '';
  return text.trim() ? `; body: ${excerpt(text)}` : '';
}

function excerpt(text) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT)}…` : flat;
}

module.exports = { createChecker, headerValue };
