/**
 * The clause that states each required member of a request body (`owner.member`: the schema whose `required` list
 * names it, and the member): which statement of the document a server breaks when it accepts the body without that
 * member. The required lists themselves are the schemas'; a member they gain with no clause here is reported by the
 * suite's test, never skipped.
 */
import { beneficiaryTypes, createAccountTypes, customerTypes, fiatAccountTypes } from '../enums.ts';
import { accountInfoSchemaName, beneficiarySchemaName } from '../openapi/schemas/external-accounts.ts';
import type { ClauseId } from '../keys/index.ts';
import { openapiDocument } from '../openapi/document.ts';

const byOwnerMember = new Map<string, ClauseId>();
const add = (owners: readonly string[], member: string, clause: ClauseId) => {
  for (const owner of owners) byOwnerMember.set(`${owner}.${member}`, clause);
};

// 2.1: the create request.
add(['ExternalAccountCreateRequest'], 'currency', '2.1/currency-required');
add(['ExternalAccountCreateRequest'], 'accountInfo', '2.1/account-info-required');
// 2.3: every variant carries its discriminator; fiat variants a beneficiary; AED_ACCOUNT an iban.
const variants = createAccountTypes.map(accountInfoSchemaName);
add(['CreateAccountInfo', ...variants], 'accountType', '2.3/account-type-required');
add(fiatAccountTypes.map(accountInfoSchemaName), 'beneficiary', '2.3/fiat-requires-beneficiary');
add([accountInfoSchemaName('AED_ACCOUNT')], 'iban', '2.3/aed-iban-required');
// 2.3: the beneficiary object, each branch.
const beneficiaries = ['Beneficiary', ...beneficiaryTypes.map(beneficiarySchemaName)];
add(beneficiaries, 'beneficiaryType', '2.3/beneficiary-type-required');
add(beneficiaries, 'fullName', '2.3/beneficiary-full-name-required');
// 2.3: the address object, and the request address of customers and owners that shares its rule.
const addresses = ['Address', 'AddressInput'];
add(addresses, 'line1', '2.3/address-line1-required');
add(addresses, 'postalCode', '2.3/address-postal-code-required');
add(addresses, 'country', '2.3/address-country-required');
// 4.3: customer bodies carry customerType, each branch.
const pascal = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();
const customerBodies = ['Create', 'Update'].flatMap((mode) => [
  `Customer${mode}Request`,
  ...customerTypes.map((type) => `${pascal(type)}Customer${mode}Request`),
]);
add(customerBodies, 'customerType', '4.3/customer-type-required');

/** Every member a schema's own `required` list names (read from spec/, for bodies a clause states whole). */
const requiredOf = (name: string): readonly string[] => {
  const required = (openapiDocument.components.schemas[name] as { required?: readonly string[] } | undefined)?.required;
  if (!required) throw new Error(`spec: schema ${name} has no required list`);
  return required;
};
const addWhole = (names: readonly string[], clause: ClauseId) => {
  for (const name of names) for (const member of requiredOf(name)) add([name], member, clause);
};
// 4.2: the credential bodies by type, the union's `type` included; 2.5: the assertion; 4.2: the passkey challenge.
addWhole(
  [
    'AuthCredentialCreateRequest',
    'OauthCredentialCreateRequest',
    'PasskeyCredentialCreateRequest',
    'AuthCredentialVerifyRequest',
    'OtpCredentialVerifyRequest',
    'OauthCredentialVerifyRequest',
    'PasskeyCredentialVerifyRequest',
  ],
  '4.2/credential-body-members-required',
);
addWhole(['WebAuthnAssertion'], '2.5/assertion-members-required');
addWhole(['PasskeyChallengeRequest'], '4.2/passkey-challenge-body-required');
// 4.4: the sandbox bodies.
addWhole(['SandboxFundRequest', 'SandboxSendRequest', 'SandboxUmaReceiveRequest'], '4.4/sandbox-body-members-required');

/** The clause stating that `member` is required, or undefined when none is registered for it. */
export function requiredMemberClause(member: {
  readonly owner: string;
  readonly member: string;
}): ClauseId | undefined {
  return byOwnerMember.get(`${member.owner}.${member.member}`);
}

/** The schema names the table refers to (each must be a component schema of `spec/`). */
export function requiredMemberOwners(): string[] {
  return [...new Set([...byOwnerMember.keys()].map((key) => key.slice(0, key.indexOf('.'))))];
}
