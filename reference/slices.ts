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
export const notServed: Partial<Record<OperationId, string>> = {
  // Declared from production's interface; their slices are not written yet (issue 32).
  getExchangeRates: 'slice not written yet: rates with the platform fee of `feeConfigs`',
  lookupUma: 'slice not written yet: receiver lookup, 400 INVALID_UMA_ADDRESS for a malformed address',
  lookupExternalAccount: 'slice not written yet: receiver lookup of an external account',
  estimateCryptoWithdrawalFee: 'slice not written yet: crypto withdrawal fee estimate',
  rejectPendingPayment: 'slice not written yet: no incoming payment of the reference waits for the platform',
};
