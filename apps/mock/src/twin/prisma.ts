// How 2.1.1's database client (Prisma) words a value it refuses: the twin quotes it where 2.1.1
// hands a request's value to the database unchecked.

/** Prisma's name for the type of a JSON value in its validation errors. */
export function prismaType(value: unknown): string {
  if (value === undefined || value === null) return 'Null';
  if (Array.isArray(value)) return 'Array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'Int' : 'Float';
  if (typeof value === 'string') return 'String';
  return typeof value === 'boolean' ? 'Boolean' : 'Json';
}
