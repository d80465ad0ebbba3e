/** The options that collect every suite for the manifest: no selection, a placeholder target that is never called. */
import type { PlanOptions } from './plan.ts';

export const collectAllOptions: PlanOptions = {
  baseUrl: 'http://127.0.0.1:0/2025-10-13',
  credentials: { clientId: 'manifest', clientSecret: 'manifest-only' },
  profile: 'sandbox',
  seed: 1,
  runs: 1,
  timeoutMs: 1_000,
  walletSignatureHeader: 'unused',
  includeSlow: true,
  only: [],
  skip: [],
};
