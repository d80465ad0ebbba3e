/**
 * Which challenge a PASSKEY verify answers (4.2 PASSKEY verify: the `Request-Id` is "taken from the challenge
 * response" of that credential's challenge call; 4.5: the service checks the challenge; 7.2: a reused `requestId`
 * gives 401). Each case signs a real assertion with the registered authenticator, so the only thing wrong is the
 * challenge the `Request-Id` names: none, another credential's, or one already used.
 */
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope, type TestKit } from '../../support/index.ts';
import { requestIdHeader } from '../../../spec/enums.ts';
import { generateP256KeyPair } from '../../crypto/p256-keys.ts';
import type { PasskeyAssertion } from '../../crypto/webauthn-authenticator.ts';
import type { ApiResponse } from '../../http/client.ts';
import { reasonOf } from '../../wallet/signed-retry.ts';
import { WalletDriver, type Passkey } from '../../wallet/wallet-driver.ts';
import { unknownIds } from '../../support/unknown-ids.ts';

const sandboxOnly = ['sandbox-only'] as const;

/** The passkey challenge call with a fresh client key: its `challenge` and `requestId`. */
async function challengeOf(t: TestKit, passkey: Passkey): Promise<{ challenge: string; requestId: string }> {
  return t.setup(`a passkey challenge of ${passkey.id}`, async () => {
    const res = await t.api.call('challengeAuthCredential', {
      params: { id: passkey.id },
      json: { clientPublicKey: t.binding.clientPublicKeyOf(generateP256KeyPair()) },
    });
    const body = res.json as Record<string, unknown> | undefined;
    if (res.status !== 200 || typeof body?.['challenge'] !== 'string' || typeof body['requestId'] !== 'string') {
      throw new Error(`the passkey challenge answered ${res.status}: ${res.text.slice(0, 300)}`);
    }
    return { challenge: body['challenge'], requestId: body['requestId'] };
  });
}

function assertionOver(t: TestKit, passkey: Passkey, challenge: string): Promise<PasskeyAssertion> {
  return t.setup('sign the challenge with the registered authenticator', () =>
    passkey.authenticator.assert({ challenge, credentialId: passkey.webauthnId }),
  );
}

function verify(t: TestKit, passkey: Passkey, assertion: PasskeyAssertion, requestId: string): Promise<ApiResponse> {
  return t.api.call('verifyAuthCredential', {
    params: { id: passkey.id },
    json: { type: 'PASSKEY', assertion },
    headers: { [requestIdHeader]: requestId },
  });
}

/** 401 `UNAUTHORIZED` whose sandbox `reason` names the failed check (4.5). */
function expectAuthFailure(res: ApiResponse, what: string): void {
  expectErrorEnvelope(res, 401, 'UNAUTHORIZED');
  attribute(['4.5/auth-failure-reason-names-check'], () => {
    const reason = reasonOf(res);
    expect(typeof reason === 'string' && reason.length > 0, `${what}: a reason names the failed check`).toBe(true);
  });
}

async function walletWithTwoPasskeys(t: TestKit): Promise<{ w: WalletDriver; first: Passkey; second: Passkey }> {
  const w = new WalletDriver(t);
  return t.setup('a wallet with an EMAIL_OTP session and two passkeys', async () => {
    const { wallet, session } = await w.walletWithSession();
    return {
      w,
      first: await w.addPasskey(wallet, session, 'First'),
      second: await w.addPasskey(wallet, session, 'Second'),
    };
  });
}

describeArea('wallet', '4.2, 4.5, 7.2: the challenge a PASSKEY verify answers', () => {
  conformanceTest(
    'PASSKEY verify: a valid assertion whose Request-Id names no challenge answers 401 UNAUTHORIZED with a reason',
    { clauses: ['4.5/webauthn-challenge-checked', '4.5/auth-failure-reason-names-check'], tags: sandboxOnly },
    async (t) => {
      const { first } = await walletWithTwoPasskeys(t);
      const { challenge, requestId } = await challengeOf(t, first);
      const assertion = await assertionOver(t, first, challenge);
      // An id of the request-id form, never issued.
      const [neverIssued] = unknownIds('Request');
      const res = await verify(t, first, assertion, neverIssued);
      expectAuthFailure(res, 'a Request-Id naming no challenge');
      const accepted = await verify(t, first, assertion, requestId);
      attribute(['4.5/webauthn-challenge-checked'], () =>
        expect(accepted.status, 'the same assertion with the Request-Id of its own challenge is accepted').toBe(200),
      );
    },
  );

  conformanceTest(
    "PASSKEY verify: an assertion over another credential's challenge, sent with that challenge's Request-Id, answers 401 UNAUTHORIZED",
    { clauses: ['4.5/webauthn-challenge-checked', '4.5/auth-failure-reason-names-check'], tags: sandboxOnly },
    async (t) => {
      const { first, second } = await walletWithTwoPasskeys(t);
      // The challenge call of the second passkey; the first passkey signs it and presents it on its own verify.
      const { challenge, requestId } = await challengeOf(t, second);
      const assertion = await assertionOver(t, first, challenge);
      const res = await verify(t, first, assertion, requestId);
      expectAuthFailure(res, "another credential's challenge");
    },
  );

  conformanceTest(
    'PASSKEY verify: a challenge already answered, sent again with a new valid assertion over it, answers 401',
    { clauses: ['7.2/request-id-reused-401', '4.5/auth-failure-reason-names-check'], tags: sandboxOnly },
    async (t) => {
      const { first } = await walletWithTwoPasskeys(t);
      const { challenge, requestId } = await challengeOf(t, first);
      const used = await verify(t, first, await assertionOver(t, first, challenge), requestId);
      await t.setup('the first verify of the challenge is accepted', async () => {
        if (used.status !== 200)
          throw new Error(`the first verify answered ${used.status}: ${used.text.slice(0, 300)}`);
      });
      // A fresh assertion: its signature counter moves on, so only the reuse of the requestId is wrong.
      const again = await verify(t, first, await assertionOver(t, first, challenge), requestId);
      expectAuthFailure(again, 'a reused requestId');
    },
  );
});
