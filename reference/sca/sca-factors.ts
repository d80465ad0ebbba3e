/**
 * SCA passkey factors (7.3, 8): one per customer; a second enrollment answers 409 `PASSKEY_ALREADY_ENROLLED` until the
 * first is deleted. Enrollment follows production: the start returns WebAuthn registration options, the confirm takes
 * the credential the device produced, verified like a wallet passkey (same relying party).
 */
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../http/app-deps.ts';
import { documentedError, invalidInput, undocumentedError } from '../http/api-error.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import type { ReferenceRules } from '../rules.ts';
import { scaCustomer } from './sca-customer.ts';
import { rowsWhere } from '../store/indexes.ts';
import type { RequestBody } from '../../spec/keys/index.ts';

/** How long a registration challenge stays open. */
const enrollmentMs = 5 * 60_000;

function passkeysOf(data: ReferenceData, customerId: string): number {
  return rowsWhere(data, 'scaPasskeyFactors', 'customerId', customerId).length;
}

function refuseBeyondLimit(data: ReferenceData, customerId: string, rules: ReferenceRules): void {
  if (passkeysOf(data, customerId) >= rules.passkeyFactorsPerCustomer) {
    throw documentedError(
      'PASSKEY_ALREADY_ENROLLED',
      'The customer already has an enrolled passkey factor; delete it first.',
    );
  }
}

export async function startPasskeyEnrollment(
  deps: AppDeps,
  customerId: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { rpId, origin } = deps.config.embeddedWallet.webauthn;
  return deps.store.transact((draft) => {
    scaCustomer(draft, customerId, deps.rules);
    if (body['type'] !== 'PASSKEY') {
      throw invalidInput('This deployment enrolls PASSKEY factors only.', [
        { field: 'type', constraint: { enum: ['PASSKEY'] }, message: 'only PASSKEY enrollment is offered' },
      ]);
    }
    refuseBeyondLimit(draft, customerId, deps.rules);
    const challenge = randomBytes(32).toString('base64url');
    const expiresAt = new Date(deps.clock.now().getTime() + enrollmentMs).toISOString();
    draft.scaEnrollments[customerId] = { customerId, challenge, expiresAt };
    return {
      type: 'PASSKEY',
      options: {
        challenge,
        rp: { id: rpId, name: rpId },
        user: { id: Buffer.from(customerId, 'utf8').toString('base64url'), name: customerId, displayName: customerId },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        timeout: enrollmentMs,
        attestation: 'none',
      },
      allowedOrigins: [origin],
      relyingPartyId: rpId,
    };
  });
}

export async function confirmPasskeyEnrollment(
  deps: AppDeps,
  customerId: string,
  body: RequestBody<'confirmScaFactorEnrollment'>,
): Promise<Record<string, unknown>> {
  const { rpId, origin } = deps.config.embeddedWallet.webauthn;
  const enrollment = await deps.store.read((data) => {
    scaCustomer(data, customerId, deps.rules);
    refuseBeyondLimit(data, customerId, deps.rules);
    const started = rowById(data.scaEnrollments, customerId);
    if (!started || Date.parse(started.expiresAt) <= deps.clock.now().getTime()) {
      throw invalidInput('No open passkey enrollment for this customer.', [
        { field: 'credential', message: 'start an enrollment first' },
      ]);
    }
    return { ...started };
  });
  const { verifyPasskeyRegistration } = await import('../crypto/webauthn.ts');
  const verified = await verifyPasskeyRegistration({
    attestation: body.credential,
    expectedChallenge: enrollment.challenge,
    expectedOrigin: [origin].filter((o) => o === body['origin']),
    expectedRpId: rpId,
  });
  if (!verified.ok) throw invalidInput(verified.reason, [{ field: 'credential', message: verified.reason }]);
  const { credential } = verified;
  return deps.store.transact((draft) => {
    // Checked again: another confirm may have enrolled a passkey while this one was verified.
    refuseBeyondLimit(draft, customerId, deps.rules);
    if (rowById(draft.scaEnrollments, customerId)?.challenge !== enrollment.challenge) {
      throw invalidInput('The passkey enrollment was replaced or used.', [
        { field: 'credential', message: 'start a new enrollment' },
      ]);
    }
    delete draft.scaEnrollments[customerId];
    const createdAt = deps.clock.now().toISOString();
    draft.scaPasskeyFactors[credential.id] = {
      credentialId: credential.id,
      customerId,
      publicKey: credential.publicKey,
      counter: credential.counter,
      createdAt,
    };
    return { type: 'PASSKEY', factor: { factor: 'PASSKEY', credentialId: credential.id } };
  });
}

export async function deleteScaFactor(deps: AppDeps, customerId: string, credentialId: string): Promise<void> {
  await deps.store.transact((draft) => {
    scaCustomer(draft, customerId, deps.rules);
    const factor = rowById(draft.scaPasskeyFactors, credentialId);
    if (!factor || factor.customerId !== customerId) throw undocumentedError('notFound', 'No such SCA factor.');
    delete draft.scaPasskeyFactors[credentialId];
  });
}
