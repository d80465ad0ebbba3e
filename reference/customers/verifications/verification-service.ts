import type { AppDeps } from '../../http/app-deps.ts';
import { submitVerification } from './submit-verification.ts';
import type { VerificationRecord } from './verification-record.ts';
import type { RequestBody } from '../../../spec/keys/index.ts';

/** `POST /verifications` (the body met its request schema at registration): reviews the customer, one commit. */
export async function createVerification(
  deps: AppDeps,
  body: RequestBody<'createVerification'>,
): Promise<VerificationRecord> {
  const { customerId } = body;
  return deps.store.transact((draft) =>
    submitVerification(draft, customerId, { now: deps.clock.now(), rules: deps.rules, sandbox: deps.config.sandbox }),
  );
}
