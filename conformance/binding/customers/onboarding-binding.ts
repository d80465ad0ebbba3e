import type { ApiResponse } from '../../http/client.ts';
import { SetupError } from '../../engine/setup-error.ts';
import type { BindingContext } from '../binding.ts';

/**
 * The part of the binding that customer onboarding needs (3.2, 4.5, 2.6): operations and shapes the document names
 * without showing. Defaults follow production (the production interface's facts, sections 2 and 5).
 */
export interface OnboardingBinding {
  /**
   * Creates a beneficial owner of the business `customerId` whose `personalInfo.lastName` is `lastName`, and returns
   * its id. The document names beneficial owners but no operation; production has `POST /beneficial-owners`
   * `{ customerId, roles, ownershipPercentage, personalInfo }` answering 201 with the owner.
   */
  createBeneficialOwner(input: { readonly customerId: string; readonly lastName: string }): Promise<string>;

  /** The stored beneficial owner. Production: `GET /beneficial-owners/{id}` answering the owner. */
  getBeneficialOwner(ownerId: string): Promise<Record<string, unknown>>;

  /**
   * The `field` a verification error entry carries for a customer field, given as its dot path in the customer body
   * (`birthDate`, `address`, `address.city`). The document says a `MISSING_FIELD` entry names the field (2.6) but not
   * the form; production prefixes `customer.` (`customer.address.line1`). Entries for members of a missing object are
   * matched by this path as a prefix.
   */
  verificationFieldPath(customerField: string): string;

  /**
   * Whether a verification error entry is the poor-quality-document error of 3.2 (the document does not name its
   * `type`; production: `POOR_QUALITY_DOCUMENT`).
   */
  isPoorQualityDocumentError(entry: Readonly<Record<string, unknown>>): boolean;

  /**
   * An `endUserTermsConsent` value accepting `termsVersion`. The document names the member (2.6, 9) but not its
   * shape; production takes `{ acceptedAt, ipAddress, termsVersion, acceptanceMethod }`.
   */
  endUserTermsConsent(termsVersion: string): Record<string, unknown>;

  /**
   * A `documentType` that counts as a "business document" (4.5). The document names no business document type;
   * production accepts, among others, `CERTIFICATE_OF_INCORPORATION`.
   */
  businessDocumentType(): string;

  /**
   * The members of a customer create body that claim the UMA address `$<localName>@<domain>` (7.3 names the
   * conflict, not the member). Production takes `umaAddress`; the domain is the deployment's host.
   */
  umaAddressMembers(localName: string): Record<string, unknown>;

  /**
   * Makes the customer no longer active (4.3 names active customers, not how one stops being active). Production:
   * `DELETE /customers/{customerId}` answering 200 with the customer, `isDeleted: true`.
   */
  deactivateCustomer(customerId: string): Promise<void>;
}

export const methods = [
  'createBeneficialOwner',
  'getBeneficialOwner',
  'verificationFieldPath',
  'isPoorQualityDocumentError',
  'endUserTermsConsent',
  'businessDocumentType',
  'umaAddressMembers',
  'deactivateCustomer',
] as const satisfies readonly (keyof OnboardingBinding)[];

function jsonObject(res: ApiResponse, what: string): Record<string, unknown> {
  if (typeof res.json !== 'object' || res.json === null || Array.isArray(res.json)) {
    throw new SetupError(`binding: ${what} did not answer a JSON object`);
  }
  return res.json as Record<string, unknown>;
}

/** The production defaults of {@link OnboardingBinding}. */
export function create(ctx: BindingContext): OnboardingBinding {
  const { api } = ctx;
  return {
    async createBeneficialOwner({ customerId, lastName }) {
      const res = await api.call('createBeneficialOwner', {
        json: {
          customerId,
          roles: ['UBO'],
          ownershipPercentage: 25,
          personalInfo: {
            firstName: 'Conformance',
            lastName,
            birthDate: '1980-01-31',
            nationality: 'US',
            address: { line1: '1 Test Street', city: 'Testville', postalCode: '10001', country: 'US' },
            idType: 'SSN',
            identifier: '123-45-6789',
            countryOfIssuance: 'US',
          },
        },
      });
      if (res.status < 200 || res.status > 299) {
        throw new SetupError(`binding: POST /beneficial-owners answered ${res.status}`);
      }
      const id = jsonObject(res, 'POST /beneficial-owners')['id'];
      if (typeof id !== 'string' || id === '') throw new SetupError('binding: the beneficial owner answer has no "id"');
      return id;
    },

    async getBeneficialOwner(ownerId) {
      const res = await api.call('getBeneficialOwner', { params: { beneficialOwnerId: ownerId } });
      if (res.status !== 200) throw new SetupError(`binding: GET /beneficial-owners/{id} answered ${res.status}`);
      return jsonObject(res, 'GET /beneficial-owners/{id}');
    },

    verificationFieldPath(customerField) {
      return `customer.${customerField}`;
    },

    isPoorQualityDocumentError(entry) {
      return entry['type'] === 'POOR_QUALITY_DOCUMENT';
    },

    endUserTermsConsent(termsVersion) {
      return {
        acceptedAt: new Date().toISOString(),
        ipAddress: '192.0.2.10',
        termsVersion,
        acceptanceMethod: 'CHECKBOX',
      };
    },

    businessDocumentType() {
      return 'CERTIFICATE_OF_INCORPORATION';
    },

    umaAddressMembers(localName) {
      return { umaAddress: `$${localName}@${new URL(ctx.run.baseUrl).hostname}` };
    },

    async deactivateCustomer(customerId) {
      const res = await api.call('deleteCustomerById', { params: { customerId } });
      if (res.status !== 200) throw new SetupError(`binding: DELETE /customers/{customerId} answered ${res.status}`);
      if (jsonObject(res, 'DELETE /customers/{customerId}')['isDeleted'] !== true)
        throw new SetupError('binding: the deleted customer does not answer isDeleted true');
    },
  };
}
