import { attribute } from '../../support/attribution.ts';
import {
  conformanceTest,
  describeArea,
  expect,
  operationRequest,
  expectErrorEnvelope,
  expectSchema,
  type TestKit,
} from '../../support/index.ts';
import { generateP256KeyPair } from '../../crypto/p256-keys.ts';
import type { ApiRequest } from '../../http/client.ts';
import { challengeOf, retryHeaders, sendSigned } from '../../wallet/signed-retry.ts';
import { freshEmail, WalletDriver, type Wallet } from '../../wallet/wallet-driver.ts';

const sandboxOnly = ['sandbox-only'] as const;

function privacyUpdate(t: TestKit, wallet: Wallet, privateEnabled: boolean): ApiRequest {
  return operationRequest('updateInternalAccount', {
    params: { id: wallet.accountId },
    json: t.binding.walletPrivacyBody(privateEnabled),
  });
}

// 2.5 gives every 202 signed-retry body its members, `type` included, also where the flow names no credential.
const signedRetryMembers = '2.5/signed-retry-challenge-members';
const challengeMembers = (body: unknown) =>
  attribute([signedRetryMembers], () => expectSchema(body, 'SignedRetryChallenge'));

describeArea('wallet', '4.2: revoking a session', () => {
  conformanceTest(
    'DELETE /auth/sessions/{id} is a signed flow: 202, then it revokes the session, whose key signs no more',
    { clauses: ['4.2/revoke-session-signed'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, emailOtpId, session } = await t.setup('a wallet with an EMAIL_OTP session', () =>
        w.walletWithSession(),
      );
      const doomed = await t.setup('a second session', () => w.otpLogin(emailOtpId));
      const { first, retry } = await sendSigned(
        t,
        operationRequest('revokeAuthSession', { params: { id: doomed.id } }),
        session.privateKey,
      );
      expect(first.status, 'the first call answers the challenge').toBe(202);
      expect(retry.status, 'the signed retry revokes').toBeGreaterThanOrEqual(200);
      expect(retry.status).toBeLessThan(300);
      const after = await sendSigned(t, privacyUpdate(t, wallet, true), doomed.privateKey);
      expect(after.retry.status, "the revoked session's key is refused").toBe(401);
      const sessions = await t.setup('list the active sessions', () => t.binding.activeSessionIdsOf(wallet.accountId));
      expect(sessions, 'the session is no longer active').not.toContain(doomed.id);
    },
  );

  conformanceTest(
    'revoking a credential revokes every active session it issued',
    { clauses: ['3.4/credential-revoke-revokes-sessions'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, emailOtpId, session } = await t.setup('a wallet with an EMAIL_OTP session', () =>
        w.walletWithSession(),
      );
      // The OTP log-in and the passkey touch nothing of each other: beside each other.
      const [second, passkeySession] = await Promise.all([
        t.setup('a second EMAIL_OTP session', () => w.otpLogin(emailOtpId)),
        t.setup('add a passkey and log in with it', async () => w.passkeyLogin(await w.addPasskey(wallet, session))),
      ]);
      await t.setup('revoke the EMAIL_OTP credential with the passkey session', async () => {
        const res = await w.revokeCredential(emailOtpId, passkeySession);
        if (res.status !== 204) throw new Error(`revocation answered ${res.status}: ${res.text}`);
      });
      // Both refused, carrying nothing out: at once, judged in order.
      const tries = await Promise.all(
        [session, second].map((revoked) => sendSigned(t, privacyUpdate(t, wallet, true), revoked.privateKey)),
      );
      [session, second].forEach((revoked, i) => {
        expect(tries[i]!.retry.status, `session ${revoked.id} of the revoked credential signs no more`).toBe(401);
      });
      const active = await t.setup('list the active sessions', () => t.binding.activeSessionIdsOf(wallet.accountId));
      expect(active, 'only the passkey session is left').toEqual([passkeySession.id]);
    },
  );
});

describeArea('wallet', '4.2: refreshing a session', () => {
  conformanceTest(
    'refreshing a session is a signed flow: 202 first, then a new session whose key signs, and no other key may sign it',
    { clauses: ['4.2/refresh-session-signed', signedRetryMembers], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, session } = await t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession());
      const newKey = generateP256KeyPair();
      const refresh = operationRequest('refreshAuthSession', {
        params: { id: session.id },
        json: t.binding.sessionRefreshBody(newKey),
      });
      const stranger = await sendSigned(t, refresh, generateP256KeyPair().privateKey);
      expect(stranger.first.status, 'the first call answers the challenge, not a session').toBe(202);
      expect(stranger.retry.status, 'a retry signed by a key of no session of the account is refused').toBe(401);
      const { first, retry } = await sendSigned(t, refresh, session.privateKey);
      expect(first.status, 'the first call answers the challenge').toBe(202);
      challengeMembers(first.json);
      expect(retry.status, 'the retry signed by the current session refreshes').toBeGreaterThanOrEqual(200);
      expect(retry.status).toBeLessThan(300);
      const fresh = (retry.json as { id?: unknown } | undefined)?.id;
      expect(typeof fresh === 'string' && fresh !== session.id, 'the answer is another session').toBe(true);
      const signedByNewKey = await sendSigned(t, privacyUpdate(t, wallet, true), newKey.privateKey);
      expect(signedByNewKey.retry.status, "the new session's key signs").toBeLessThan(300);
    },
  );
});

describeArea('wallet', '4.2, 5: signed wallet actions', () => {
  conformanceTest(
    'PATCH /internal-accounts/{id} is a signed flow: 202 first, then the privacy update',
    { clauses: ['4.2/update-wallet-privacy-signed', signedRetryMembers], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, session } = await t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession());
      const before = await t.setup('read the wallet privacy', () =>
        t.binding.walletPrivacyOf(wallet.customerId, wallet.accountId),
      );
      const { first, retry } = await sendSigned(t, privacyUpdate(t, wallet, !before), session.privateKey);
      expect(first.status, 'the first call answers the challenge').toBe(202);
      challengeMembers(first.json);
      expect(retry.status, 'the signed retry updates').toBe(200);
      const after = await t.setup('read the wallet privacy again', () =>
        t.binding.walletPrivacyOf(wallet.customerId, wallet.accountId),
      );
      expect(after, 'the privacy changed').toBe(!before);
    },
  );

  conformanceTest(
    'POST /internal-accounts/{id}/export is a signed flow: 202 first, then the export',
    { clauses: ['4.2/export-wallet-signed', signedRetryMembers], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, session } = await t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession());
      const request = operationRequest('exportInternalAccount', {
        params: { id: wallet.accountId },
        json: t.binding.walletExportBody(generateP256KeyPair()),
      });
      const { first, retry } = await sendSigned(t, request, session.privateKey);
      expect(first.status, 'the first call answers the challenge').toBe(202);
      challengeMembers(first.json);
      expect(retry.status, 'the signed retry exports').toBeGreaterThanOrEqual(200);
      expect(retry.status).toBeLessThan(300);
    },
  );

  conformanceTest(
    'every wallet-signed endpoint of the credential flows answers 202 before it is signed',
    { clauses: ['5/wallet-signed-endpoints'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, emailOtpId, session } = await t.setup('a wallet with an EMAIL_OTP session', () =>
        w.walletWithSession(),
      );
      const passkey = await t.setup('add a passkey', () => w.addPasskey(wallet, session));
      const requests: ApiRequest[] = [
        operationRequest('createAuthCredential', { json: t.binding.otpCredentialBody('SMS_OTP', wallet.accountId) }),
        operationRequest('revokeAuthCredential', { params: { id: passkey.id } }),
        operationRequest('revokeAuthSession', { params: { id: session.id } }),
        operationRequest('exportInternalAccount', {
          params: { id: wallet.accountId },
          json: t.binding.walletExportBody(generateP256KeyPair()),
        }),
        privacyUpdate(t, wallet, true),
        operationRequest('updateCustomerById', {
          params: { customerId: wallet.customerId },
          json: t.binding.customerEmailUpdateBody(freshEmail()),
        }),
      ];
      for (const request of requests) {
        const res = await t.api.request(request);
        expect(
          challengeOf(res),
          `${request.method} ${request.path} answers a 202 challenge first (got ${res.status})`,
        ).toBeDefined();
      }
      const credentials = await t.setup('list the credentials', () => w.credentials(wallet.accountId));
      expect(credentials.map((c) => c['id']).sort(), 'no unsigned call changed anything').toEqual(
        [emailOtpId, passkey.id].sort(),
      );
    },
  );
});

describeArea('wallet', '4.2, 7.3: changing an e-mail tied to EMAIL_OTP credentials', () => {
  conformanceTest(
    'PATCH /customers/{customerId} with a new e-mail: 202, then the signed retry changes the customer and credential e-mail together',
    { clauses: ['4.2/email-change-signed-retry', '4.2/email-change-updates-credential'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, emailOtpId, session } = await t.setup('a wallet with an EMAIL_OTP session', () =>
        w.walletWithSession(),
      );
      const email = freshEmail();
      const request = operationRequest('updateCustomerById', {
        params: { customerId: wallet.customerId },
        json: t.binding.customerEmailUpdateBody(email),
      });
      const { first, retry } = await sendSigned(t, request, session.privateKey);
      attribute(['4.2/email-change-signed-retry'], () => {
        expect(first.status, 'the first call answers the challenge').toBe(202);
        expect(retry.status, 'the signed retry completes').toBe(200);
      });
      const customer = await t.setup('read the customer back', () => t.binding.getCustomer(wallet.customerId));
      const credential = (await t.setup('list the credentials', () => w.credentials(wallet.accountId))).find(
        (c) => c['id'] === emailOtpId,
      );
      attribute(['4.2/email-change-updates-credential'], () => {
        expect(t.binding.customerEmailOf(customer), 'the customer e-mail').toBe(email);
        expect(credential?.['nickname'], 'the tied credential e-mail').toBe(email);
      });
    },
  );

  conformanceTest(
    'an e-mail already tied to an EMAIL_OTP credential answers 409 EMAIL_OTP_EMAIL_ALREADY_EXISTS',
    { clauses: ['7.3/email-otp-email-already-exists'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      // Two wallets of their own customers: made beside each other.
      const [mine, taken] = await Promise.all([
        t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession()),
        t.setup('another wallet with its EMAIL_OTP credential', async () => {
          const other = await w.newWallet();
          await w.firstEmailOtp(other);
          return other.email;
        }),
      ]);
      const request = operationRequest('updateCustomerById', {
        params: { customerId: mine.wallet.customerId },
        json: t.binding.customerEmailUpdateBody(taken),
      });
      const first = await t.api.request(request);
      const challenge = challengeOf(first);
      const res = challenge ? (await sendSigned(t, request, mine.session.privateKey)).retry : first;
      expectErrorEnvelope(res, 409, 'EMAIL_OTP_EMAIL_ALREADY_EXISTS');
      const customer = await t.setup('read the customer back', () => t.binding.getCustomer(mine.wallet.customerId));
      expect(t.binding.customerEmailOf(customer), 'the e-mail is unchanged').toBe(mine.wallet.email);
    },
  );

  conformanceTest(
    'a signed retry after the tied EMAIL_OTP credential set changed answers 409 EMAIL_OTP_CREDENTIAL_SET_CHANGED',
    { clauses: ['7.3/email-otp-credential-set-changed'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, emailOtpId, session } = await t.setup('a wallet with an EMAIL_OTP session', () =>
        w.walletWithSession(),
      );
      const passkeySession = await t.setup('add a passkey and log in with it', async () =>
        w.passkeyLogin(await w.addPasskey(wallet, session)),
      );
      const email = freshEmail();
      const request = operationRequest('updateCustomerById', {
        params: { customerId: wallet.customerId },
        json: t.binding.customerEmailUpdateBody(email),
      });
      const first = await t.api.request(request);
      const challenge = await t.setup('the e-mail change answers a challenge', async () => {
        const found = challengeOf(first);
        if (!found) throw new Error(`expected a 202 challenge, got ${first.status}`);
        return found;
      });
      await t.setup('revoke the tied EMAIL_OTP credential', async () => {
        const res = await w.revokeCredential(emailOtpId, passkeySession);
        if (res.status !== 204) throw new Error(`revocation answered ${res.status}: ${res.text}`);
      });
      const res = await t.api.request({ ...request, headers: retryHeaders(t, challenge, passkeySession.privateKey) });
      expectErrorEnvelope(res, 409, 'EMAIL_OTP_CREDENTIAL_SET_CHANGED');
    },
  );
});
