// Webhook validators generated from a changed copy of the contract, loaded as the package would
// load webhooks.gen.ts: rendered by scripts/webhook-validators.js, stripped of their types by
// esbuild, written to a temporary file and imported.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OpenApiDocument } from '@msg-gateway/openapi/walk';
import { transform } from 'esbuild';
import { renderWebhookValidators } from '../../scripts/webhook-validators.js';
import type { PayloadValidator } from '../../src/generated/webhooks.gen.js';

export async function compiledValidators(doc: OpenApiDocument): Promise<Record<string, PayloadValidator>> {
  const { code } = await transform(renderWebhookValidators(doc, '// test'), { loader: 'ts', format: 'esm' });
  const dir = mkdtempSync(join(tmpdir(), 'webhook-validators-'));
  try {
    const file = join(dir, 'webhooks.gen.mjs');
    writeFileSync(file, code);
    const module = (await import(pathToFileURL(file).href)) as { WEBHOOK_VALIDATORS: Record<string, PayloadValidator> };
    return module.WEBHOOK_VALIDATORS;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
