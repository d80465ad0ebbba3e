/**
 * The wait a `Retry-After` header asks for (RFC 9110: delta-seconds or an HTTP date), capped so that a server cannot
 * stall a run. A missing or unreadable value waits one second.
 */
export function retryAfterMs(value: string | undefined, capMs: number, now: number = Date.now()): number {
  const fallback = Math.min(1000, capMs);
  if (value === undefined) return fallback;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed) * 1000, capMs);
  // An HTTP date always names its day or month in letters; this keeps `-1` or `1.5` from parsing as a year.
  const date = /[A-Za-z]/.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  if (Number.isNaN(date)) return fallback;
  return Math.min(Math.max(date - now, 0), capMs);
}
