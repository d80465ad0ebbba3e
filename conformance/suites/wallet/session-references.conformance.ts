/**
 * Credential and session calls naming what does not exist or is no longer usable: a session or credential id that
 * names nothing, an account id that names no account, a passkey challenge without a P-256 key, a session past its
 * `expiresAt`. The document gives no status for the unknown ids, so the suite asks what a refusal of bad input is
 * everywhere: a 4xx with the part-7 envelope, never a server error.
 */
import { p256 } from '@noble/curves/nist.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { attribute } from '../../support/attribution.ts';
import {
  conformanceTest,
  describeArea,
  expect,
  expectClientErrorRefusal,
  expectErrorEnvelope,
  operationRequest,
  type ApiResponse,
} from '../../support/index.ts';
import { generateP256KeyPair } from '../../crypto/p256-keys.ts';
import { sendSigned } from '../../wallet/signed-retry.ts';
import { WalletDriver } from '../../wallet/wallet-driver.ts';
import { unknownIds } from '../../support/unknown-ids.ts';

const sandboxOnly = ['sandbox-only'] as const;
const envelope = ['7/envelope-required-members', '7/envelope-status-matches-http'] as const;

/**
 * The key with its last hex digit changed so that it is no point of the curve. For an uncompressed key any change of
 * y does it; a compressed key's changed x is still on the curve about half the time, so the digit is checked.
 */
function offCurve(key: string): string {
  for (const digit of '0123456789abcdef') {
    const candidate = key.slice(0, -1) + digit;
    if (candidate !== key && !p256.utils.isValidPublicKey(hexToBytes(candidate), candidate.length === 66))
      return candidate;
  }
  throw new Error(`no last digit takes ${key} off the curve`);
}

describeArea('wallet', '4.2: session calls naming no session', () => {
  conformanceTest(
    'revoking or refreshing a session id that names no session is refused with a 4xx envelope',
    { clauses: ['4.2/revoke-session-signed', '4.2/refresh-session-signed', ...envelope] },
    async (t) => {
      for (const id of unknownIds('Session')) {
        const revoke = await t.api.call('revokeAuthSession', { params: { id } });
        expectClientErrorRefusal(revoke, `revoking session ${id}`, ['4.2/revoke-session-signed']);
        const refresh = await t.api.call('refreshAuthSession', {
          params: { id },
          json: t.binding.sessionRefreshBody(generateP256KeyPair()),
        });
        expectClientErrorRefusal(refresh, `refreshing session ${id}`, ['4.2/refresh-session-signed']);
      }
    },
  );

  conformanceTest(
    'a session past its expiresAt signs no more: a wallet action signed with its key is refused with 401',
    {
      clauses: ['4.5/wallet-signature-key-of-active-session', '2.5/auth-session-members'],
      tags: ['sandbox-only', 'sandbox-time'],
    },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, session } = await t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession());
      const expiresAt = Date.parse(String(session.body['expiresAt']));
      attribute(['2.5/auth-session-members'], () =>
        expect(Number.isNaN(expiresAt), `the session's expiresAt (${String(session.body['expiresAt'])})`).toBe(false),
      );
      await t.elapse(Math.max(0, expiresAt - t.now().getTime()) + 1_000, { reason: "the session's expiresAt passes" });
      const request = operationRequest('updateInternalAccount', {
        params: { id: wallet.accountId },
        json: t.binding.walletPrivacyBody(true),
      });
      const { first, retry } = await sendSigned(t, request, session.privateKey);
      attribute(['4.5/wallet-signature-key-of-active-session'], () => {
        expect(first.status, 'the unsigned call still answers the challenge').toBe(202);
        expectErrorEnvelope(retry, 401);
      });
    },
  );
});

describeArea('wallet', '4.2: credential calls naming no credential or account', () => {
  conformanceTest(
    'a challenge of a credential id that names no credential is refused with a 4xx envelope',
    { clauses: ['4.2/passkey-challenge-200', ...envelope] },
    async (t) => {
      for (const id of unknownIds('AuthMethod')) {
        expectClientErrorRefusal(
          await t.api.call('challengeAuthCredential', { params: { id } }),
          `a challenge of ${id}`,
          ['4.2/passkey-challenge-200'],
        );
      }
    },
  );

  conformanceTest(
    'listing the credentials of an account id that names no account is no server error',
    { clauses: ['4.2/list-credentials', ...envelope] },
    async (t) => {
      for (const accountId of unknownIds('InternalAccount')) {
        const res = await t.api.call('listAuthCredentials', { query: { accountId } });
        // The document gives the list's 200 only; an empty list or a refusal are both readings of an unknown account.
        if (res.status === 200) {
          attribute(['4.2/list-credentials'], () =>
            expect((res.json as { data?: unknown }).data, `the credentials of ${accountId}`).toEqual([]),
          );
        } else {
          expectClientErrorRefusal(res, `the credentials of ${accountId}`, ['4.2/list-credentials']);
        }
      }
    },
  );

  conformanceTest(
    'a PASSKEY challenge without a body, or whose clientPublicKey is no P-256 public key, is refused with a 4xx envelope; a P-256 key is answered 200',
    { clauses: ['4.2/passkey-challenge-body-required', '4.2/passkey-challenge-200', ...envelope], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const passkey = await t.setup('a wallet with a passkey', async () => {
        const { wallet, session } = await w.walletWithSession();
        return w.addPasskey(wallet, session);
      });
      const params = { id: passkey.id };
      const bare = await t.api.call('challengeAuthCredential', { params });
      attribute(['4.2/passkey-challenge-body-required'], () => expectErrorEnvelope(bare, 400));
      const key = t.binding.clientPublicKeyOf(generateP256KeyPair());
      const nearMisses: Record<string, string> = {
        'the key without its last byte': key.slice(0, -2),
        'the key with its last digit changed (off the curve)': offCurve(key),
        'the key with a digit that is not hex': `${key.slice(0, -1)}g`,
        'an empty string': '',
      };
      const refusals: [string, ApiResponse][] = [];
      for (const [what, clientPublicKey] of Object.entries(nearMisses)) {
        refusals.push([what, await t.api.call('challengeAuthCredential', { params, json: { clientPublicKey } })]);
      }
      for (const [what, res] of refusals)
        expectClientErrorRefusal(res, `a PASSKEY challenge with ${what}`, ['4.2/passkey-challenge-200']);
      const good = await t.api.call('challengeAuthCredential', { params, json: { clientPublicKey: key } });
      attribute(['4.2/passkey-challenge-200'], () =>
        expect(good.status, `the same call with the P-256 key: ${good.text.slice(0, 300)}`).toBe(200),
      );
    },
  );
});
