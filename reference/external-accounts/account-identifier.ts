/**
 * What identifies an external account. The document says the last three characters of "identifiers" decide sandbox
 * outcomes and names the account number, IBAN, CLABE and Spark wallet address as such identifiers (4.5); the
 * per-currency field lists are not shown, so the member names beyond those follow the production facts.
 */

/** Members that hold an account's primary identifier, in order of preference. */
const primaryIdentifierMembers = [
  'accountNumber',
  'iban',
  'clabeNumber',
  'pixKey',
  'vpa',
  'phoneNumber',
  'address',
  'lightningAddress',
  'invoice',
  'bolt12',
] as const;

/** Members that, with the primary identifier, tell one account from another (routing codes, providers). */
const routingMembers = [
  'routingNumber',
  'sortCode',
  'bankCode',
  'branchCode',
  'ifsc',
  'swiftCode',
  'provider',
] as const;

/** The account's primary identifier (the value whose suffix the sandbox reads), if it has one. */
export function primaryIdentifierOf(accountInfo: Readonly<Record<string, unknown>>): string | undefined {
  for (const member of primaryIdentifierMembers) {
    const value = accountInfo[member];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/** Canonical JSON: object members sorted, so that member order never makes two equal values differ. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  // EVM addresses are the same address in any letter case (EIP-55 only adds a checksum); other identifiers such
  // as base58 addresses are case-sensitive and kept as they are.
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return JSON.stringify(value.toLowerCase());
  return JSON.stringify(value) ?? 'null';
}

/**
 * The identity of an account for one owner: its type, currency and identifying members (the whole `accountInfo`
 * when it has no identifier member). Registering the same identity twice is refused (409).
 */
export function accountIdentityKey(
  owner: string,
  currency: string,
  accountInfo: Readonly<Record<string, unknown>>,
): string {
  const identifying = [...primaryIdentifierMembers, ...routingMembers].filter((m) => accountInfo[m] !== undefined);
  // Without an identifier (some mobile-money variants need none) only the whole accountInfo, beneficiary included,
  // tells two accounts apart.
  const subject =
    identifying.length > 0 ? Object.fromEntries(identifying.map((m) => [m, accountInfo[m]])) : accountInfo;
  return `${owner}|${currency}|${String(accountInfo['accountType'])}|${canonical(subject)}`;
}
