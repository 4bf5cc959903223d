// Paths as 2.1.1's Express router matches them (express 4 with its default, non-strict and
// case-insensitive routing; evolution-api@4ca141b4:src/api/routes/index.router.ts mounts each
// resource's router at its first segment; observed): a trailing slash is ignored, one extra slash
// right after the mount point is ignored (`/instance//connect/x`) but `//` is not the root, and
// fixed segments match in any case (`/CHAT/findChats/x`). Parameters keep their case and are decoded.

/** The path with what Express ignores removed (the case is left to the matcher). */
export function expressPath(path: string): string {
  const collapsed = path.replace(/^(\/[^/]+)\/\//, '$1/');
  // The root route's slash is its own: Express matches `/` but not `//`.
  return collapsed.length > 2 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}
