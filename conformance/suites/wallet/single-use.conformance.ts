import { attribute } from '../../support/attribution.ts';
import {
  conformanceTest,
  describeArea,
  expect,
  expectClientErrorRefusal,
  expectErrorEnvelope,
  operationRequest,
  type TestKit,
} from '../../support/index.ts';
import type { ClauseId } from '../../support/index.ts';
import { credentialTypes, requestIdHeader } from '../../../spec/enums.ts';
import { sandboxOtp } from '../../../spec/sandbox.ts';
import { generateP256KeyPair } from '../../crypto/p256-keys.ts';
import { challengeOf, requireChallenge, retryHeaders, sendSigned, withHeaders } from '../../wallet/signed-retry.ts';
import { WalletDriver, type Wallet } from '../../wallet/wallet-driver.ts';
import { inLanes, sessionIds, signedFlows } from './support/signed-flows.ts';

const sandboxOnly = ['sandbox-only'] as const;

/** The one rule 3.4, 7.2 and 8 each state: a signed-retry `requestId` is single use, and reuse answers 401. */
const singleUse: readonly ClauseId[] = [
  '3.4/request-id-single-use',
  '7.2/request-id-reused-401',
  '8/signed-retry-request-id-single-use',
];

/** The OTP credential types (4.2: the same challenge and verify rules). */
const otpTypes = credentialTypes.filter((type): type is 'EMAIL_OTP' | 'SMS_OTP' => type.endsWith('_OTP'));

/** A wallet with an EMAIL_OTP session and, for `SMS_OTP`, an SMS_OTP credential added by it: the credential to verify. */
async function walletWithOtp(t: TestKit, w: WalletDriver, type: 'EMAIL_OTP' | 'SMS_OTP') {
  return t.setup(`a wallet with an ${type} credential`, async () => {
    const { wallet, emailOtpId, session } = await w.walletWithSession();
    if (type === 'EMAIL_OTP') return { wallet, credentialId: emailOtpId };
    const { retry } = await sendSigned(
      t,
      operationRequest('createAuthCredential', { json: t.binding.otpCredentialBody(type, wallet.accountId) }),
      session.privateKey,
    );
    if (retry.status !== 201) throw new Error(`${type} create answered ${retry.status}: ${retry.text.slice(0, 300)}`);
    return { wallet, credentialId: String((retry.json as { id?: unknown }).id) };
  });
}

const credentialCount = (t: TestKit, w: WalletDriver, wallet: Wallet) =>
  t.setup('count the credentials', async () => (await w.credentials(wallet.accountId)).length);

describeArea('wallet', '3.4, 7.2, 8: a signed-retry requestId is single use, in every signed flow', () => {
  conformanceTest(
    'in every signed flow, the completed signed retry sent a second time answers 401 and changes nothing',
    { clauses: [...singleUse], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      await inLanes(await signedFlows(t, w), async (flow) => {
        const { retry, challenge } = await sendSigned(t, flow.request, flow.signerKey);
        await t.setup(`${flow.name}: the signed retry completes`, async () => {
          if (!flow.completed.includes(retry.status))
            throw new Error(`${flow.name}: the signed retry answered ${retry.status}: ${retry.text.slice(0, 300)}`);
        });
        const before = await flow.effect();
        const again = await t.api.request(withHeaders(flow.request, retryHeaders(t, challenge, flow.signerKey)));
        attribute(singleUse, () => {
          expect(
            flow.replayRefusals,
            `${flow.name}: the same requestId a second time answers ${again.status}`,
          ).toContain(again.status);
          expectErrorEnvelope(again, again.status);
        });
        const after = await flow.effect();
        attribute(singleUse, () => expect(after, `${flow.name}: the replay changed nothing`).toEqual(before));
      });
    },
  );

  conformanceTest(
    'in every signed flow, a retry refused for its signature (a key of no session) sent a second time is refused again and changes nothing',
    { clauses: ['7.2/wallet-signature-invalid'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const stranger = generateP256KeyPair();
      await inLanes(await signedFlows(t, w), async (flow) => {
        const challenge = await t.setup(`${flow.name}: the first call answers the challenge`, async () =>
          requireChallenge(await t.api.request(flow.request), flow.name),
        );
        const before = await flow.effect();
        // A failed use: 3.4 and 7.2 do not say whether it spends the requestId, so the second try may be refused as a
        // reuse (401) or as a bad signature again (401 WALLET_SIGNATURE_INVALID); either way it is never carried out.
        const failing = withHeaders(flow.request, retryHeaders(t, challenge, stranger.privateKey));
        for (const attempt of ['first', 'second']) {
          const res = await t.api.request(failing);
          expect(res.status, `${flow.name}: the ${attempt} retry signed by a stranger's key is refused with 401`).toBe(
            401,
          );
          expectErrorEnvelope(res, 401, attempt === 'first' ? 'WALLET_SIGNATURE_INVALID' : undefined);
        }
        expect(await flow.effect(), `${flow.name}: neither refused retry changed anything`).toEqual(before);
      });
    },
  );

  conformanceTest(
    'a signed retry that failed (revoking the only credential) sent a second time is refused again and revokes nothing',
    { clauses: ['4.2/revoke-last-credential-400'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, emailOtpId, session } = await t.setup('a wallet with an EMAIL_OTP session', () =>
        w.walletWithSession(),
      );
      const request = operationRequest('revokeAuthCredential', { params: { id: emailOtpId } });
      // The 400 may come at once or on the signed retry (4.2 rule 4 does not say which leg refuses).
      const first = await t.api.request(request);
      const challenge = challengeOf(first);
      const signed = challenge ? withHeaders(request, retryHeaders(t, challenge, session.privateKey)) : request;
      const failed = challenge ? await t.api.request(signed) : first;
      expectErrorEnvelope(failed, 400);
      const again = await t.api.request(signed);
      // Spent by the failed try (401) or refused for the same reason (400): never carried out.
      expect([400, 401], `the second try answers ${again.status}`).toContain(again.status);
      expectErrorEnvelope(again, again.status);
      expect(await credentialCount(t, w, wallet), 'the only credential stays').toBe(1);
    },
  );
});

describeArea('wallet', '4.2: OTP bundles and passkey challenges are used once', () => {
  for (const type of otpTypes) {
    conformanceTest(
      `an ${type} bundle that opened a session opens no second one: sent again, it never completes`,
      { clauses: ['4.2/otp-reauthentication-new-key-pair'], tags: sandboxOnly },
      async (t) => {
        const w = new WalletDriver(t);
        const { wallet, credentialId } = await walletWithOtp(t, w, type);
        const targetPublicKeyHex = await t.setup('OTP challenge', () => w.otpTarget(credentialId));
        const clientKey = generateP256KeyPair();
        const encryptedOtpBundle = await t.setup('seal the sandbox code', () =>
          t.binding.sealOtp({ targetPublicKeyHex, otpCode: sandboxOtp.code, clientKey }),
        );
        const request = operationRequest('verifyAuthCredential', {
          params: { id: credentialId },
          json: { type, encryptedOtpBundle },
        });
        await t.setup('verify with the bundle: a session', async () => {
          const { retry } = await sendSigned(t, request, clientKey.privateKey);
          if (retry.status !== 200) throw new Error(`OTP verify answered ${retry.status}: ${retry.text.slice(0, 300)}`);
        });
        const before = await sessionIds(t, wallet);
        const again = await t.api.request(request);
        if (again.status === 202) {
          const retry = await t.api.request(
            withHeaders(request, retryHeaders(t, requireChallenge(again, 'OTP verify'), clientKey.privateKey)),
          );
          expectClientErrorRefusal(retry, 'the signed retry of the same bundle a second time', [
            '4.2/otp-reauthentication-new-key-pair',
          ]);
        } else {
          expectClientErrorRefusal(again, 'the same bundle a second time', ['4.2/otp-reauthentication-new-key-pair']);
        }
        expect(await sessionIds(t, wallet), 'no session was issued').toEqual(before);
      },
    );

    conformanceTest(
      `a wrong-code ${type} bundle is refused the second time as the first: 401 UNAUTHORIZED`,
      { clauses: ['4.5/otp-other-code-invalid'], tags: sandboxOnly },
      async (t) => {
        const w = new WalletDriver(t);
        const { wallet, credentialId } = await walletWithOtp(t, w, type);
        const targetPublicKeyHex = await t.setup('OTP challenge', () => w.otpTarget(credentialId));
        const otherCode = `${(Number(sandboxOtp.code) + 1) % 10 ** sandboxOtp.code.length}`.padStart(
          sandboxOtp.code.length,
          '0',
        );
        const encryptedOtpBundle = await t.setup('seal another code', () =>
          t.binding.sealOtp({ targetPublicKeyHex, otpCode: otherCode, clientKey: generateP256KeyPair() }),
        );
        const before = await sessionIds(t, wallet);
        const request = operationRequest('verifyAuthCredential', {
          params: { id: credentialId },
          json: { type, encryptedOtpBundle },
        });
        for (const attempt of ['first', 'second']) {
          const res = await t.api.request(request);
          expect(res.status, `the ${attempt} try of the wrong code`).toBe(sandboxOtp.wrongCode.status);
          expectErrorEnvelope(res, sandboxOtp.wrongCode.status, sandboxOtp.wrongCode.code);
        }
        expect(await sessionIds(t, wallet), 'no session was issued').toEqual(before);
      },
    );
  }

  conformanceTest(
    'a passkey challenge is used once: the verify that opened a session, sent again, opens none',
    { clauses: ['4.2/passkey-reauthentication'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, session } = await t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession());
      const passkey = await t.setup('add a passkey', () => w.addPasskey(wallet, session));
      const params = { id: passkey.id };
      const clientKey = generateP256KeyPair();
      const issued = await t.setup('PASSKEY challenge', async () => {
        const res = await t.api.call('challengeAuthCredential', {
          params,
          json: { clientPublicKey: t.binding.clientPublicKeyOf(clientKey) },
        });
        if (res.status !== 200) throw new Error(`PASSKEY challenge answered ${res.status}`);
        return res.json as { challenge: string; requestId: string };
      });
      const assertion = await t.setup('assert', () =>
        passkey.authenticator.assert({ challenge: issued.challenge, credentialId: passkey.webauthnId }),
      );
      const verify = () =>
        t.api.call('verifyAuthCredential', {
          params,
          json: { type: 'PASSKEY', assertion },
          headers: { [requestIdHeader]: issued.requestId },
        });
      const first = await verify();
      await t.setup('the first verify opens a session', async () => {
        if (first.status !== 200)
          throw new Error(`PASSKEY verify answered ${first.status}: ${first.text.slice(0, 300)}`);
      });
      const before = await sessionIds(t, wallet);
      const again = await verify();
      expectClientErrorRefusal(again, 'the same challenge and assertion a second time', [
        '4.2/passkey-reauthentication',
      ]);
      expect(await sessionIds(t, wallet), 'no session was issued').toEqual(before);
    },
  );

  conformanceTest(
    'a passkey verify refused (its assertion signs another challenge), sent a second time with the same challenge, is refused again and opens no session',
    { clauses: ['4.5/webauthn-challenge-checked'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, session } = await t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession());
      const passkey = await t.setup('add a passkey', () => w.addPasskey(wallet, session));
      const params = { id: passkey.id };
      const issued = await t.setup('PASSKEY challenge', async () => {
        const res = await t.api.call('challengeAuthCredential', {
          params,
          json: { clientPublicKey: t.binding.clientPublicKeyOf(generateP256KeyPair()) },
        });
        if (res.status !== 200) throw new Error(`PASSKEY challenge answered ${res.status}`);
        return res.json as { challenge: string; requestId: string };
      });
      // Another challenge than the one issued: one hex digit changed, so nothing but the challenge differs.
      const last = issued.challenge.slice(-1);
      const other = `${issued.challenge.slice(0, -1)}${last === '0' ? '1' : '0'}`;
      const assertion = await t.setup('assert over another challenge', () =>
        passkey.authenticator.assert({ challenge: other, credentialId: passkey.webauthnId }),
      );
      const before = await sessionIds(t, wallet);
      for (const attempt of ['first', 'second']) {
        const res = await t.api.call('verifyAuthCredential', {
          params,
          json: { type: 'PASSKEY', assertion },
          headers: { [requestIdHeader]: issued.requestId },
        });
        expectErrorEnvelope(res, 401, 'UNAUTHORIZED');
        expect(res.status, `the ${attempt} try is refused`).toBe(401);
      }
      expect(await sessionIds(t, wallet), 'no session was issued').toEqual(before);
    },
  );
});
