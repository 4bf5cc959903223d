// What the client takes from @msg-gateway/openapi at run time: the shared redactor and JSON
// pointer escaping, one implementation for every package of the toolkit. That package is a
// devDependency only: `npm run build` bundles this module, with the code it imports, into
// dist/shared/openapi.js and dist/cjs/shared/openapi.js (scripts/bundle-shared.js), so that an
// installed client needs openapi-fetch alone. The signatures are written out here so that the
// declarations tsc emits for this module name nothing of @msg-gateway/openapi.
import * as redact from '@msg-gateway/openapi/redact';
import * as walk from '@msg-gateway/openapi/walk';

/** `text` with every form of the secrets a redactor was built for replaced by `[redacted]`. */
export type Redact = (text: string) => string;

/** A function that replaces every form of every given secret with `[redacted]`. */
export const redactor: (...secrets: (string | undefined | null)[]) => Redact = redact.redactor;

/** `text` redacted, whitespace folded, then clipped to `max` characters. */
export const excerpt: (text: string, redact: Redact, max?: number) => string = redact.excerpt;

/** A JSON pointer segment: `~` as `~0`, `/` as `~1`. */
export const escapePointerSegment: (segment: string | number) => string = walk.escapePointerSegment;
