// Links into the HTML references the build makes (dist/docs/<name>.html, Redocly's build-docs). Its
// pages route by the hash `#/<tag>/<operation>`, both slugged (lower case, each run of other
// characters one hyphen): `evolution-2.3.7.html#/message/sendbuttons`. The older Redoc form
// `#tag/Message/operation/sendButtons` is only redirected while the page is still starting, so
// opened from a file it often ends on "No page at this address": links are written in the routed
// form. test/docs-links.test.ts opens them in Chromium.
import { type OpenApiDocument, operations } from './walk.js';

/** A name as the page's router writes it in the hash: lower case, runs of other characters as one hyphen. */
export const docsSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The hash that opens an operation of that tag on a docs page (`#/message/sendbuttons`). */
export const operationHash = (tag: string, operationId: string): string => `#/${docsSlug(tag)}/${docsSlug(operationId)}`;

/**
 * Links to the operations of one description on its docs page (`page`, relative to the linking
 * page): operationId → `page#/<tag>/<operation>`, for every operation with a tag and an id.
 */
export function operationLinks(doc: OpenApiDocument, page: string): Map<string, string> {
  const links = new Map<string, string>();
  for (const { operation } of operations(doc)) {
    const tag = operation.tags?.[0];
    if (tag && operation.operationId) links.set(operation.operationId, `${page}${operationHash(tag, operation.operationId)}`);
  }
  return links;
}
