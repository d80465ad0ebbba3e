/**
 * Wire variants writing the same instants otherwise: ISO 8601 gives an instant with any offset and any number of
 * fractional digits, and the document asks for ISO 8601 only.
 */
import { mapStrings, rewriteJsonAnswers } from './json-answers.ts';
import type { Middleware } from 'koa';
import type { Variant, WireRun } from './variant.ts';

/** A UTC timestamp as the reference writes it: date, time to the second, optional fraction, `Z`. */
const utcTimestamp = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d+)?Z$/;

/**
 * Every UTC timestamp of every answer rewritten by `rewrite(seconds, fraction)`, those of the instants the run lets
 * the variant take (all of them but when it shares its offset with another variant: `dealing.ts`).
 */
const rewriteTimestamps =
  (rewrite: (seconds: string, fraction: string) => string) =>
  (run: WireRun): Middleware[] => [
    rewriteJsonAnswers((body) =>
      mapStrings(body, (text) => {
        const match = utcTimestamp.exec(text);
        return match === null || !run.takes(match[1]!) ? text : rewrite(match[1]!, match[2] ?? '');
      }),
    ),
  ];

const wording = '`createdAt`, `updatedAt` | ISO 8601 timestamp / `expiresAt` (ISO 8601 timestamp)';

export const timestampVariants: readonly Variant[] = [
  {
    id: 'timestamps-with-other-offset',
    freedom: 'timestamps give the same instant in local time with offset `+02:00` instead of `Z`',
    leftOpenBy: { part: '2.5', wording },
    seam: 'wire',
    exclusive: 'timestamp-offset',
    dealtBy: 'item',
    wire: rewriteTimestamps((seconds, fraction) => {
      const local = new Date(Date.parse(`${seconds}Z`) + 2 * 3600_000).toISOString().slice(0, 19);
      return `${local}${fraction}+02:00`;
    }),
  },
  {
    id: 'timestamps-with-zero-offset',
    freedom: 'timestamps write UTC as the offset `+00:00` instead of `Z`',
    leftOpenBy: { part: '2.5', wording },
    seam: 'wire',
    exclusive: 'timestamp-offset',
    dealtBy: 'item',
    wire: rewriteTimestamps((seconds, fraction) => `${seconds}${fraction}+00:00`),
  },
  {
    id: 'timestamps-with-microseconds',
    freedom: 'timestamps carry six fractional digits (the same instant: the digits added are zeros)',
    leftOpenBy: { part: '2.5', wording },
    seam: 'wire',
    wire: rewriteTimestamps((seconds, fraction) => `${seconds}${(fraction || '.').padEnd(7, '0')}Z`),
  },
];
