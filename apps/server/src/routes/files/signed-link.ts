/** A signed answer may be reused by the browser until its link expires, and by no shared cache. */
export function privateCacheControl(exp: number): string {
  return `private, max-age=${Math.max(0, exp - Math.floor(Date.now() / 1000))}`;
}
