/**
 * Production's `POST /customers/{customerId}/kyc-link`: a fresh single-use hosted link where the customer completes
 * identity (KYC) or business (KYB) verification, with a provider token for embedding the provider's SDK instead.
 * Issuing a link changes no verification status, and earlier links stay valid until they expire. A customer whose
 * provider mandates contact verification (1) gets 409 until its e-mail and phone are both verified. The document
 * names KYC/KYB verifications (1) but no hosted link.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../http/app-deps.ts';
import { documentedError } from '../../http/api-error.ts';
import { rowById, type ReferenceData } from '../../store/data.ts';
import { newId } from '../../util/ids.ts';
import { customerRegion } from '../../sca/sca-customer.ts';
import type { CustomerRecord } from '../customer-record.ts';
import { customerNotFound } from '../customer-rules.ts';
import { findCustomer } from '../find-customer.ts';

/** Production gives no lifetime for a link; the reference's figure. */
export const kycLinkLifetimeMs = 24 * 60 * 60_000;

/** Where the sandbox's hosted flow would be served (a reserved name). */
export const kycFlowBase = 'https://kyc.reference.invalid/onboard/';

/** Production `KycProvider`: the one provider it names. */
export const kycProvider = 'SUMSUB';

export interface KycLinkRecord {
  /** `KycLink:<uuid>`. */
  id: string;
  customerId: string;
  /** SHA-256 (hex) of the link's token and of the SDK token: both are bearer secrets. */
  urlTokenSha256: string;
  sdkTokenSha256: string;
  redirectUri?: string;
  createdAt: string;
  expiresAt: string;
}

export interface KycLinkAnswer {
  readonly kycUrl: string;
  readonly expiresAt: string;
  readonly provider: string;
  readonly token: string;
}

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** 409 while the customer's provider mandates contact verification and a contact is not verified yet. */
function checkContactsVerified(data: ReferenceData, customer: CustomerRecord, deps: AppDeps): void {
  if (!deps.rules.providerRequiresContactVerification(customerRegion(customer))) return;
  const contacts = rowById(data.contactVerifications, customer.id);
  if (contacts?.email !== 'VERIFIED' || contacts.phone !== 'VERIFIED') {
    throw documentedError(
      'CONFLICT',
      "The customer's payment provider requires a verified e-mail and phone before a KYC link is issued.",
    );
  }
}

export function issueKycLink(
  draft: ReferenceData,
  customerId: string,
  redirectUri: string | undefined,
  deps: AppDeps,
): KycLinkAnswer {
  const customer = findCustomer(draft, customerId);
  if (customer.isDeleted) throw customerNotFound();
  checkContactsVerified(draft, customer, deps);
  const now = deps.clock.now();
  const urlToken = randomBytes(24).toString('base64url');
  const sdkToken = `sbx-${randomBytes(32).toString('base64url')}`;
  const link: KycLinkRecord = {
    id: newId('KycLink'),
    customerId,
    urlTokenSha256: digest(urlToken),
    sdkTokenSha256: digest(sdkToken),
    ...(redirectUri === undefined ? {} : { redirectUri }),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + kycLinkLifetimeMs).toISOString(),
  };
  draft.kycLinks[link.id] = link;
  const url = new URL(`${kycFlowBase}${urlToken}`);
  if (redirectUri !== undefined) url.searchParams.set('redirectUri', redirectUri);
  return { kycUrl: url.toString(), expiresAt: link.expiresAt, provider: kycProvider, token: sdkToken };
}
