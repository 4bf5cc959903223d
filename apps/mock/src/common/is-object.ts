// A JSON object (not null, not an array): what a request body or a field of one must be to be read as fields.
export const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
