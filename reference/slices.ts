/**
 * The reference's slices. A slice is a folder of `reference/<area>/` (or a slice folder under it) whose `routes.ts`
 * exports `registerRoutes`, serving some operations of `spec/` by id; `npm run generate` finds them.
 */
import type { OperationId } from '../spec/keys/index.ts';
import type { AppDeps } from './http/app-deps.ts';
import type { OperationRoutes } from './http/operation-routes.ts';
import { foundSlices } from './generated/slices.ts';

/** A slice adds its handlers, by operation id. */
export type ReferenceSlice = (routes: OperationRoutes, deps: AppDeps) => void;

export const slices: readonly ReferenceSlice[] = foundSlices;

/** Operations of `spec/` the reference does not serve, each with the reason; a unit test holds this list exact. */
export const notServed: Partial<Record<OperationId, string>> = {};
