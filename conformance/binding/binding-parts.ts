/**
 * The binding's area parts. A part is a file `conformance/binding/<area>/<name>-binding.ts` that owns the set-up
 * calls and shapes of one area the document does not show: its interface, its method names (`methods`) and its
 * default (production) implementation (`create`). `npm run generate` finds the parts.
 */
import type { BindingContext } from './binding.ts';
import { foundBindingParts } from './generated-parts.ts';

export interface BindingPart<T> {
  readonly methods: readonly (keyof T & string)[];
  readonly create: (ctx: BindingContext) => T;
}

export const bindingParts = foundBindingParts;

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every area part's methods together. */
export type AreaBindings = Intersection<ReturnType<(typeof bindingParts)[number]['create']>>;
