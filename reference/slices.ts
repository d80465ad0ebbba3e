/**
 * The reference's areas, one line each. A slice is a folder of `reference/` that serves some operations of `spec/`
 * by id; adding an area is a new folder and one line here (its rules, if any, one line in `rules.ts`).
 */
import type { OperationId } from '../spec/keys/index.ts';
import { registerAgentRoutes } from './agents/routes.ts';
import { registerBeneficialOwnerRoutes } from './customers/beneficial-owners/routes.ts';
import { registerCardRoutes } from './cards/routes.ts';
import { registerCustomerRoutes } from './customers/routes.ts';
import { registerDocumentRoutes } from './customers/documents/routes.ts';
import { registerExternalAccountRoutes } from './external-accounts/routes.ts';
import type { AppDeps } from './http/app-deps.ts';
import type { OperationRoutes } from './http/operation-routes.ts';
import { registerInternalAccountRoutes } from './wallet/internal-accounts/routes.ts';
import { registerPlatformConfigRoutes } from './platform-config/routes.ts';
import { registerQuoteRoutes } from './quotes/routes.ts';
import { registerTransactionRoutes } from './transactions/routes.ts';
import { registerSandboxRoutes } from './sandbox/routes.ts';
import { registerScaRoutes } from './sca/routes.ts';
import { registerStablecoinRoutes } from './stablecoins/routes.ts';
import { registerVerificationRoutes } from './customers/verifications/routes.ts';
import { registerWebhookRoutes } from './events/routes.ts';
import { registerWalletAuthRoutes } from './wallet/routes.ts';

/** A slice adds its handlers, by operation id. */
export type ReferenceSlice = (routes: OperationRoutes, deps: AppDeps) => void;

export const slices: readonly ReferenceSlice[] = [
  registerCustomerRoutes,
  registerVerificationRoutes,
  registerDocumentRoutes,
  registerBeneficialOwnerRoutes,
  registerExternalAccountRoutes,
  registerInternalAccountRoutes,
  registerAgentRoutes,
  registerPlatformConfigRoutes,
  registerWalletAuthRoutes,
  registerSandboxRoutes,
  registerQuoteRoutes,
  registerTransactionRoutes,
  registerCardRoutes,
  registerScaRoutes,
  registerStablecoinRoutes,
  registerWebhookRoutes,
];

/** Operations of `spec/` the reference does not serve, each with the reason; a unit test holds this list exact. */
export const notServed: Partial<Record<OperationId, string>> = {
};
