/**
 * Replays recorded HTTP exchanges against a fresh server, as faithfully as requests alone allow: the floor of
 * `bench-runner`.
 *
 * A fresh server mints other ids than the recorded one did, so a request that carries an id taken from an earlier
 * answer would ask for something the fresh server never made. The plan finds, in the recording, the values the server
 * minted (first seen in an answer, never sent before, id-like) and which later requests carry them; the replay waits
 * for the answer that minted a value, reads the fresh value at the same place of the fresh answer, and substitutes it
 * into the later requests (path, query, body, headers). What substitution cannot mend (a request signed or encrypted
 * over a server's challenge) is named by the caller, still sent, and counted apart, and so is a request carrying an id
 * whose fresh value never came (its minting request was refused in the replay, usually for that reason).
 */

import type { ForwardedRequest } from './loopback-proxy.ts';

/** One exchange as the loopback proxy recorded it, in the order the answers arrived. */
export type RecordedExchange = ForwardedRequest;

type JsonPath = readonly (string | number)[];

interface Step {
  readonly exchange: RecordedExchange;
  /** Minted values this request carries, each with the exchange whose answer minted it. */
  readonly uses: readonly { readonly value: string; readonly mintedBy: number }[];
  /** Values this exchange's answer minted, with their place in it. */
  readonly mints: readonly { readonly value: string; readonly path: JsonPath }[];
  /** Why the request cannot be replayed faithfully, when it cannot. */
  readonly unreplayable?: string;
}

export interface ReplayPlan {
  readonly steps: readonly Step[];
}

/** Server-minted ids are long and carry digits (`Customer:<uuid>`); statuses and enum values are neither. */
const idLike = (value: string): boolean =>
  value.length >= 8 && value.length <= 200 && /[\d-]/.test(value) && !/\s/.test(value);

function parseJson(bytes: Buffer | undefined): unknown {
  if (bytes === undefined || bytes.length === 0) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** Every string leaf of a JSON value, with its place. */
function stringLeaves(value: unknown, path: (string | number)[] = [], out: { value: string; path: JsonPath }[] = []) {
  if (typeof value === 'string') out.push({ value, path: [...path] });
  else if (Array.isArray(value)) value.forEach((item, i) => stringLeaves(item, [...path, i], out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, member] of Object.entries(value)) stringLeaves(member, [...path, key], out);
  }
  return out;
}

function at(value: unknown, path: JsonPath): unknown {
  let here = value;
  for (const key of path) {
    if (typeof here !== 'object' || here === null) return undefined;
    here = (here as Record<string | number, unknown>)[key];
  }
  return here;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The values a request carries: path segments, query names and values, header values, the body's string leaves. */
function requestValues(exchange: RecordedExchange): Set<string> {
  const values = new Set<string>();
  for (const part of exchange.path.split(/[/?&=]/)) if (part !== '') values.add(decoded(part));
  // A whole header value, and its words: an agent's token arrives in an answer and leaves as `Bearer <token>`.
  for (const value of Object.values(exchange.headers))
    for (const part of [value, ...value.split(/[\s,]+/)]) values.add(part);
  const body = parseJson(exchange.body);
  if (body !== undefined) for (const leaf of stringLeaves(body)) values.add(leaf.value);
  else if (exchange.body !== undefined) {
    // A form or text body: its words (a multipart field's value stands on a line of its own).
    for (const word of exchange.body.toString('latin1').split(/[\s"&=;,]+/)) if (word !== '') values.add(decoded(word));
  }
  return values;
}

export function planReplay(
  recorded: readonly RecordedExchange[],
  unreplayable: (exchange: RecordedExchange) => string | undefined = () => undefined,
): ReplayPlan {
  const sent = new Set<string>();
  const mintedBy = new Map<string, number>();
  const steps = recorded.map((exchange, index): Step => {
    const uses: { value: string; mintedBy: number }[] = [];
    for (const value of requestValues(exchange)) {
      const by = mintedBy.get(value);
      if (by !== undefined) uses.push({ value, mintedBy: by });
      else sent.add(value);
    }
    const mints: { value: string; path: JsonPath }[] = [];
    for (const leaf of stringLeaves(parseJson(exchange.answer))) {
      if (!idLike(leaf.value) || sent.has(leaf.value) || mintedBy.has(leaf.value)) continue;
      mintedBy.set(leaf.value, index);
      mints.push(leaf);
    }
    const reason = unreplayable(exchange);
    return { exchange, uses, mints, ...(reason === undefined ? {} : { unreplayable: reason }) };
  });
  return { steps };
}

/** The request of a step with every minted value it carries replaced by the fresh server's. */
export function substituted(
  step: Step,
  fresh: ReadonlyMap<string, string>,
): { path: string; headers: Record<string, string>; body?: Buffer } {
  let path = step.exchange.path;
  const headers = { ...step.exchange.headers };
  let body = step.exchange.body;
  for (const { value } of step.uses) {
    const now = fresh.get(value);
    if (now === undefined || now === value) continue;
    path = path.split(value).join(now).split(encodeURIComponent(value)).join(encodeURIComponent(now));
    for (const [name, headerValue] of Object.entries(headers)) headers[name] = headerValue.split(value).join(now);
    if (body !== undefined)
      body = replaceBytes(body, JSON.stringify(value).slice(1, -1), JSON.stringify(now).slice(1, -1));
  }
  return { path, headers, ...(body === undefined ? {} : { body }) };
}

/** `from` replaced by `to` in bytes that may not be text (a multipart body carrying a file). */
function replaceBytes(bytes: Buffer, from: string, to: string): Buffer {
  const needle = Buffer.from(from, 'utf8');
  const replacement = Buffer.from(to, 'utf8');
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, start)) {
    parts.push(bytes.subarray(start, at), replacement);
    start = at + needle.length;
  }
  if (parts.length === 0) return bytes;
  parts.push(bytes.subarray(start));
  return Buffer.concat(parts);
}

export interface ReplayAnswer {
  readonly status: number;
  readonly body: Buffer;
}

export interface ReplayOutcome {
  readonly sent: number;
  /** Answered with the recorded status. */
  readonly faithful: number;
  /** Requests the caller named unreplayable (still sent). */
  readonly unreplayable: number;
  /** Requests carrying an id the replay never got a fresh value for (still sent). */
  readonly orphaned: number;
  /** Of those two, answered with the recorded status all the same. */
  readonly unreplayableFaithful: number;
  /** Requests that carried a minted value, and how many of those got a fresh value for every one. */
  readonly substituted: number;
  /** Status mismatches of replayable requests by `METHOD path (recorded -> replayed)`, most frequent first. */
  readonly mismatches: readonly { readonly key: string; readonly count: number }[];
}

/** The shape of a request for the mismatch list: minted values replaced by `{id}`, the query left out. */
function shapeOf(step: Step): string {
  let path = step.exchange.path.split('?')[0]!;
  for (const { value } of step.uses)
    path = path.split(encodeURIComponent(value)).join('{id}').split(value).join('{id}');
  return `${step.exchange.method} ${path}`;
}

/**
 * Sends every step, `concurrency` at once, in the recorded order; a step that carries a minted value waits for the
 * answer that minted it.
 */
export async function replay(
  plan: ReplayPlan,
  send: (request: {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: Buffer;
  }) => Promise<ReplayAnswer>,
  concurrency: number,
): Promise<ReplayOutcome> {
  const fresh = new Map<string, string>();
  const answered = plan.steps.map(() => {
    let done!: () => void;
    const promise = new Promise<void>((resolve) => (done = resolve));
    return { promise, done };
  });
  const mismatches = new Map<string, number>();
  let next = 0;
  let faithful = 0;
  let unreplayable = 0;
  let orphaned = 0;
  let unreplayableFaithful = 0;
  let substitutedCount = 0;
  const worker = async () => {
    while (next < plan.steps.length) {
      const index = next++;
      const step = plan.steps[index]!;
      try {
        for (const use of step.uses) await answered[use.mintedBy]!.promise;
        const orphan = step.uses.some((u) => !fresh.has(u.value));
        if (step.uses.some((u) => fresh.has(u.value) && fresh.get(u.value) !== u.value)) substitutedCount += 1;
        const request = substituted(step, fresh);
        const answer = await send({ method: step.exchange.method, ...request });
        if (step.mints.length > 0) {
          const json = parseJson(answer.body);
          for (const mint of step.mints) {
            const now = at(json, mint.path);
            if (typeof now === 'string' && !fresh.has(mint.value)) fresh.set(mint.value, now);
          }
        }
        const same = answer.status === step.exchange.status;
        if (step.unreplayable !== undefined || orphan) {
          if (step.unreplayable !== undefined) unreplayable += 1;
          else orphaned += 1;
          if (same) unreplayableFaithful += 1;
        } else if (same) faithful += 1;
        else {
          const key = `${shapeOf(step)} (${step.exchange.status} -> ${answer.status})`;
          mismatches.set(key, (mismatches.get(key) ?? 0) + 1);
        }
      } finally {
        answered[index]!.done();
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    sent: plan.steps.length,
    faithful,
    unreplayable,
    orphaned,
    unreplayableFaithful,
    substituted: substitutedCount,
    mismatches: [...mismatches].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count),
  };
}
