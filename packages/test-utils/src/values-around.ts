// Values to hold two validators of the same schema against each other: a sample (an example of the
// description) and values that break schemas around it, of every kind a schema checks.

/** `sample` (when given) and values that break schemas around it: other types, an extra field, each field left out or changed. */
export function valuesAround(sample?: unknown): unknown[] {
  const values: unknown[] = [null, [], 'x', 3, 2.5, true, {}, { a: 1 }];
  if (sample === undefined) return values;
  values.push(sample);
  if (sample !== null && typeof sample === 'object' && !Array.isArray(sample)) {
    values.push({ ...sample, unexpectedField: 1 });
    for (const key of Object.keys(sample)) {
      const { [key]: _left, ...rest } = sample as Record<string, unknown>;
      values.push(rest, { ...sample, [key]: { unexpected: [1] } });
    }
  }
  return values;
}
