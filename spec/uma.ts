/**
 * The form of a UMA address (4.5 gives the test receivers' shape `$<name>@<sandbox_uma_domain>`; 7.1 names
 * `INVALID_UMA_ADDRESS`, which production describes as "UMA address format is invalid"): `$`, a user name of letters,
 * digits, `.`, `_`, `+` or `-` (at most 64), `@`, and a host name, with an optional port.
 */
export const umaAddressPattern = /^\$[A-Za-z0-9._+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:[0-9]{1,5})?$/;

export const isUmaAddress = (value: unknown): boolean => typeof value === 'string' && umaAddressPattern.test(value);

/** Near-misses of a UMA address, none of them one: no `$`, no domain, an empty user, a space, a bare word. */
export const notUmaAddresses: readonly string[] = [
  'NaN',
  '$x@',
  'x@example.com',
  '$@example.com',
  '$a b@example.com',
  '$x',
  '$x@@example.com',
];
