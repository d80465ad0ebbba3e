/** Plain-text rendering of a test's exchanges, for JUnit `<system-out>` and other text outputs. */
import type { Exchange } from '../http/exchange.ts';
import type { Counterexample } from './model.ts';
import { prettyJson, truncate } from './format.ts';

/** Bodies longer than this are cut in text and HTML reports; `results.json` keeps what the recorder kept. */
export const maxBodyChars = 16_000;

/** Transcripts longer than this show their last exchanges only: the failing one is almost always the last. */
export const maxExchanges = 20;

/** A body as a report shows it: JSON pretty-printed, then cut to `maxBodyChars`. */
export function displayBody(body: string): string {
  return truncate(prettyJson(body), maxBodyChars);
}

/** The exchanges a report shows, and how many earlier ones it leaves out. */
export function shownExchanges(transcript: readonly Exchange[]): { omitted: number; shown: readonly Exchange[] } {
  const omitted = Math.max(0, transcript.length - maxExchanges);
  return { omitted, shown: transcript.slice(omitted) };
}

/** `seed 1234, path 2:1:0` followed by the shrunk value. */
export function counterexampleText(counterexample: Counterexample): string {
  return `counterexample: seed ${counterexample.seed}, path ${counterexample.path}\n${truncate(counterexample.value, maxBodyChars)}`;
}

function headerLines(headers: Readonly<Record<string, string>> | undefined): string[] {
  return Object.entries(headers ?? {}).map(([name, value]) => `${name}: ${value}`);
}

/**
 * One exchange as text: what the client did on its own (the 429 retry), if anything; request line, headers and body;
 * then status, headers and body (or the transport error).
 */
export function exchangeToText(exchange: Exchange): string {
  const lines = exchange.note === undefined ? [] : [`# ${exchange.note}`];
  lines.push(`> ${exchange.method} ${exchange.url}`, ...headerLines(exchange.requestHeaders).map((l) => `> ${l}`));
  if (exchange.requestBody !== undefined) lines.push('>', displayBody(exchange.requestBody));
  if (exchange.status === undefined) {
    lines.push(`< no response: ${exchange.transportError ?? 'unknown transport failure'} (${exchange.durationMs} ms)`);
  } else {
    lines.push(
      `< ${exchange.status} (${exchange.durationMs} ms)`,
      ...headerLines(exchange.responseHeaders).map((l) => `< ${l}`),
    );
    if (exchange.responseBody !== undefined) lines.push('<', displayBody(exchange.responseBody));
  }
  lines.push(`$ ${exchange.curl}`);
  return lines.join('\n');
}

/** A whole transcript as text, exchanges separated by blank lines, with a note when early ones are left out. */
export function transcriptToText(transcript: readonly Exchange[]): string {
  const { omitted, shown } = shownExchanges(transcript);
  const parts = shown.map(exchangeToText);
  if (omitted > 0) parts.unshift(`(${omitted} earlier exchanges omitted; results.json has them all)`);
  return parts.join('\n\n');
}
