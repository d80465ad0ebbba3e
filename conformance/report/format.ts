/** Small number and text formatters shared by the report writers. */

/** `850 ms`, `12.3 s`, `6 min 05.0 s`, `1 h 02 min 03.0 s`. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return `${ms} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  // Round once, in tenths of a second, so that 59.96 s reads `1 min 00.0 s` and never `60.0 s`.
  const tenths = Math.round(ms / 100);
  if (tenths < 600) return `${(tenths / 10).toFixed(1)} s`;
  const seconds = ((tenths % 600) / 10).toFixed(1).padStart(4, '0');
  const minutes = Math.floor(tenths / 600);
  if (minutes < 60) return `${minutes} min ${seconds} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min ${seconds} s`;
}

/** Seconds with millisecond precision, as JUnit `time` attributes want them. */
export function toSeconds(ms: number): string {
  return (Math.max(0, ms) / 1000).toFixed(3);
}

/** Cuts `text` to at most `max` characters, saying how much was cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}… [${text.length - max} more characters truncated]`;
}

/** The first line of `text`, cut to `max` characters with an ellipsis. */
export function firstLine(text: string, max: number): string {
  const line = text.trim().split(/\r?\n/, 1)[0] ?? '';
  return line.length <= max ? line : `${line.slice(0, Math.max(0, max - 1))}…`;
}

/**
 * `text` pretty-printed when it is a JSON object or array, else unchanged. Bodies that are not JSON (or JSON cut
 * short) are shown as the server sent them.
 */
export function prettyJson(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return text;
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    // Not valid JSON: show it as it came, which is what a reader debugging the server needs to see.
    return text;
  }
}
