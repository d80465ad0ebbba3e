import { requestIdHeader } from '../../../spec/enums.ts';
import { sandboxOtp } from '../../../spec/sandbox.ts';
import { generateP256KeyPair } from '../../crypto/p256-keys.ts';
import { sha256Hex } from '../../crypto/oidc.ts';
import { SoftwareAuthenticator } from '../../crypto/webauthn-authenticator.ts';
import { conformanceTest, describeArea } from '../../support/index.ts';
import type { ApiResponse } from '../../support/index.ts';
import { expectEachRequiredMemberRefused, requiredMemberTestClauses } from '../../support/expect-required-members.ts';
import { requestSchemaOf } from '../../support/required-members.ts';
import { freshIdentity, registrationChallenge, WalletDriver } from '../../wallet/wallet-driver.ts';

type Body = Record<string, unknown>;

const sandboxOnly = ['sandbox-only'] as const;
const createSchema = requestSchemaOf('createAuthCredential');
const verifySchema = requestSchemaOf('verifyAuthCredential');
const challengeSchema = requestSchemaOf('challengeAuthCredential');

/** Shapes of the bodies the tests send, known when the file loads (the values are placeholders of the right form). */
const base64url = 'AAAA';
const shapes = {
  oauthCreate: { type: 'OAUTH', accountId: 'InternalAccount:x', oidcToken: 'a.b.c' },
  passkeyCreate: {
    type: 'PASSKEY',
    accountId: 'InternalAccount:x',
    challenge: 'ab',
    nickname: 'n',
    attestation: { credentialId: base64url, clientDataJson: base64url, attestationObject: base64url },
  },
  otpVerify: { type: 'EMAIL_OTP', encryptedOtpBundle: '{}' },
  oauthVerify: { type: 'OAUTH', oidcToken: 'a.b.c', clientPublicKey: 'ab' },
  passkeyVerify: {
    type: 'PASSKEY',
    assertion: {
      credentialId: base64url,
      clientDataJson: base64url,
      authenticatorData: base64url,
      signature: base64url,
    },
  },
  passkeyChallenge: { clientPublicKey: 'ab' },
} satisfies Record<string, Body>;

describeArea('wallet', '2.5, 4.2: every required member of a credential body, dropped in turn', () => {
  conformanceTest(
    'a credential create (OAUTH, PASSKEY) without any one member 4.2 lists for its type is refused with 400 naming it',
    { clauses: requiredMemberTestClauses(createSchema, [shapes.oauthCreate, shapes.passkeyCreate]), tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      // An account without credentials: the create is not a signed flow (4.2), so each body is judged on the first call.
      const wallet = await t.setup('a wallet account without credentials', () => w.newWallet());
      const send = (json: Body): Promise<ApiResponse> => t.api.call('createAuthCredential', { json });
      const oidcToken = await t.setup('mint an OIDC token', () => w.idToken(freshIdentity()));
      await expectEachRequiredMemberRefused(
        t,
        createSchema,
        { type: 'OAUTH', accountId: wallet.accountId, oidcToken },
        send,
        'OAUTH create',
      );
      const challenge = registrationChallenge();
      const attestation = await t.setup('register a software passkey', () =>
        new SoftwareAuthenticator(t.run.wallet).register({ challenge }),
      );
      const passkey = {
        type: 'PASSKEY',
        accountId: wallet.accountId,
        challenge,
        nickname: 'Conformance passkey',
        attestation,
      };
      await expectEachRequiredMemberRefused(t, createSchema, passkey, send, 'PASSKEY create');
    },
  );

  conformanceTest(
    'a credential verify (EMAIL_OTP, OAUTH, PASSKEY with its assertion) or a PASSKEY challenge without any one member 4.2 lists is refused with 400 naming it',
    {
      clauses: [
        ...new Set([
          ...requiredMemberTestClauses(verifySchema, [shapes.otpVerify, shapes.oauthVerify, shapes.passkeyVerify]),
          ...requiredMemberTestClauses(challengeSchema, [shapes.passkeyChallenge]),
        ]),
      ],
      tags: sandboxOnly,
    },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, emailOtpId, session } = await t.setup('a wallet with an EMAIL_OTP session', () =>
        w.walletWithSession(),
      );
      const identity = freshIdentity();
      const oauthId = await t.setup('add an OAUTH credential', () => w.addOauth(wallet, session, identity));
      const passkey = await t.setup('add a passkey', () => w.addPasskey(wallet, session));

      const encryptedOtpBundle = await t.setup('seal the sandbox code to a fresh OTP challenge', async () =>
        t.binding.sealOtp({
          targetPublicKeyHex: await w.otpTarget(emailOtpId),
          otpCode: sandboxOtp.code,
          clientKey: generateP256KeyPair(),
        }),
      );
      await expectEachRequiredMemberRefused(
        t,
        verifySchema,
        { type: 'EMAIL_OTP', encryptedOtpBundle },
        (json) => t.api.call('verifyAuthCredential', { params: { id: emailOtpId }, json }),
        'EMAIL_OTP verify',
      );

      const clientPublicKey = t.binding.clientPublicKeyOf(generateP256KeyPair());
      const oidcToken = await t.setup('mint an OIDC token for the verify', () =>
        w.idToken(identity, { nonce: sha256Hex(clientPublicKey) }),
      );
      await expectEachRequiredMemberRefused(
        t,
        verifySchema,
        { type: 'OAUTH', oidcToken, clientPublicKey },
        (json) => t.api.call('verifyAuthCredential', { params: { id: oauthId }, json }),
        'OAUTH verify',
      );

      const params = { id: passkey.id };
      await expectEachRequiredMemberRefused(
        t,
        challengeSchema,
        { clientPublicKey: t.binding.clientPublicKeyOf(generateP256KeyPair()) },
        (json) => t.api.call('challengeAuthCredential', { params, json }),
        'PASSKEY challenge',
      );
      const issued = await t.setup('PASSKEY challenge', async () => {
        const res = await t.api.call('challengeAuthCredential', {
          params,
          json: { clientPublicKey: t.binding.clientPublicKeyOf(generateP256KeyPair()) },
        });
        if (res.status !== 200) throw new Error(`PASSKEY challenge answered ${res.status}`);
        return res.json as { challenge: string; requestId: string };
      });
      const assertion = await t.setup('assert', () =>
        passkey.authenticator.assert({ challenge: issued.challenge, credentialId: passkey.webauthnId }),
      );
      await expectEachRequiredMemberRefused(
        t,
        verifySchema,
        { type: 'PASSKEY', assertion },
        (json) =>
          t.api.call('verifyAuthCredential', { params, json, headers: { [requestIdHeader]: issued.requestId } }),
        'PASSKEY verify',
      );
    },
  );
});
