/**
 * A conformant variant: the reference taking exactly one freedom the interface document leaves open, the other half of
 * the suite's proof. Where the deviants (`scripts/deviants/`) show that the suite fails a server breaking a rule, the
 * variants show that it passes a server the document allows: a variant the suite fails is a false verdict of the
 * suite, fixed in the suite (assert only what the document states), never in the variant.
 *
 * A variant is built through a clean seam, never a switch in the domain code: the rules of `reference/rules.ts`
 * (where the freedom is a rule's figure, "about 30 seconds"), the configuration a deployment sets (`configure`), or
 * middleware around the whole app (`wire`: what the server puts on the wire, added at composition).
 */
import type { Middleware } from 'koa';
import type { ReferenceConfig } from '../../reference/config.ts';
import type { ReferenceRules } from '../../reference/rules.ts';

/** Where the freedom lies: what the server says (`wire`), a figure of a rule, or a deployment's configuration. */
export const variantSeams = ['wire', 'rules', 'configuration'] as const;
export type VariantSeam = (typeof variantSeams)[number];

export interface Variant {
  /** Kebab-case, unique in the catalogue. */
  readonly id: string;
  /** One line: the freedom the variant takes. */
  readonly freedom: string;
  /** The document's wording that leaves it open: the part and its words, quoted. */
  readonly leftOpenBy: { readonly part: string; readonly wording: string };
  readonly seam: VariantSeam;
  /**
   * Variants holding the same `exclusive` key take the same freedom otherwise (two content types, two windows): in one
   * server they are dealt its answers in turn (`dealing.ts`), each taking its freedom on its share only. Absent: the
   * freedom composes with every other, and the variant takes it on every answer.
   */
  readonly exclusive?: string;
  /**
   * How a variant of an `exclusive` key is dealt its share: `answer` (absent), every other answer of each kind, its
   * middleware skipped on the others; `item`, its middleware decides what it takes with `WireRun.takes` (an instant
   * written one way wherever it appears, as a server keeping each record's offset would). Its configuration and rules
   * are dealt read by read.
   */
  readonly dealtBy?: 'answer' | 'item';
  /**
   * Only for a freedom that costs time on every request (a delay, a 429's pause), which over the whole suite would
   * cost minutes: the suite files (relative to `conformance/suites`) it runs with, chosen so that between them they
   * receive the answers it touches, in a composite of such variants only. Absent: the variant goes into the composite
   * facing the whole suite.
   */
  readonly aloneWith?: readonly string[];
  /** Rules replaced (given to `rulesWith`). */
  readonly rules?: Partial<ReferenceRules>;
  /** The deployment's configuration, changed where the document leaves it open. */
  readonly configure?: (config: ReferenceConfig) => ReferenceConfig;
  /** Middleware around the app, made fresh for each run (it may count requests, or start a relay it closes). */
  readonly wire?: (run: WireRun) => readonly Middleware[];
}

/**
 * What a run gives the wire middleware it makes: a place to leave what must be closed once the run ends, and for a
 * variant dealt by item, whether it takes an item (always, but when it shares its `exclusive` key in a composite).
 */
export interface WireRun {
  onClose(close: () => Promise<void>): void;
  takes(item: string): boolean;
}

/** A run whose closers are kept, to be closed when it ends. */
export function wireRun(): WireRun & { close(): Promise<void> } {
  const closers: (() => Promise<void>)[] = [];
  return {
    onClose: (close) => void closers.push(close),
    takes: () => true,
    close: async () => {
      await Promise.all(closers.splice(0).map((close) => close()));
    },
  };
}
