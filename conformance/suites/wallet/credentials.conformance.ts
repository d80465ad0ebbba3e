import { attribute } from '../../support/attribution.ts';
import {
  conformanceTest,
  describeArea,
  expect,
  expectClientErrorRefusal,
  operationRequest,
  expectErrorEnvelope,
  expectSchema,
} from '../../support/index.ts';
import { credentialTypes } from '../../../spec/enums.ts';
import { SoftwareAuthenticator } from '../../crypto/webauthn-authenticator.ts';
import { requireChallenge, retryHeaders, sendMaybeSigned, sendSigned } from '../../wallet/signed-retry.ts';
import { freshIdentity, registrationChallenge, WalletDriver } from '../../wallet/wallet-driver.ts';

const uuid = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const idForm = (prefix: string) => new RegExp(`^${prefix}:${uuid}$`);
const sandboxOnly = ['sandbox-only'] as const;

describeArea('wallet', '3.4, 4.2, 5: credentials of a wallet account', () => {
  conformanceTest(
    'on an account without credentials, POST /auth/credentials answers 201 AuthMethod',
    {
      clauses: [
        '3.4/credential-created-first',
        '2.5/auth-method-id-form',
        '2.5/auth-method-account-id-form',
        '2.5/auth-method-timestamps',
        '2.5/credential-type-value',
      ],
    },
    async (t) => {
      const w = new WalletDriver(t);
      const wallet = await t.setup('create a customer and find its wallet account', () => w.newWallet());
      const existing = await t.setup('list the credentials of the new account', () => w.credentials(wallet.accountId));
      if (existing.length > 0)
        t.skip('the deployment opens wallet accounts with a credential already; none is left to create first');
      const res = await t.api.call('createAuthCredential', {
        json: t.binding.otpCredentialBody('EMAIL_OTP', wallet.accountId),
      });
      expect(res.status, 'the first credential of an account is created at once').toBe(201);
      const body = res.json as Record<string, unknown>;
      expectSchema(body, 'AuthMethod');
      attribute(['2.5/auth-method-id-form'], () => expect(body['id']).toMatch(idForm('AuthMethod')));
      attribute(['2.5/auth-method-account-id-form'], () => {
        expect(body['accountId']).toMatch(idForm('InternalAccount'));
        expect(body['accountId'], 'the account the credential was created on').toBe(wallet.accountId);
      });
      attribute(['2.5/credential-type-value'], () => expect(credentialTypes).toContain(body['type']));
      attribute(['2.5/auth-method-timestamps'], () => {
        for (const member of ['createdAt', 'updatedAt']) {
          expect(typeof body[member], member).toBe('string');
          expect(Number.isNaN(Date.parse(String(body[member]))), `${member} is an ISO 8601 timestamp`).toBe(false);
        }
      });
    },
  );

  conformanceTest(
    'the first credential of a wallet account is EMAIL_OTP, its nickname the customer e-mail',
    { clauses: ['5/first-credential-email-otp', '2.5/email-otp-nickname-customer-email'] },
    async (t) => {
      const w = new WalletDriver(t);
      const wallet = await t.setup('create a customer with an e-mail and find its wallet account', () => w.newWallet());
      const id = await t.setup('create (or find) the first EMAIL_OTP credential', () => w.firstEmailOtp(wallet));
      const credentials = await t.setup('list the credentials', () => w.credentials(wallet.accountId));
      attribute(['5/first-credential-email-otp'], () => {
        expect(credentials.length, 'the account holds its first credential').toBeGreaterThan(0);
        expect(credentials[0]?.['type'], 'the first credential').toBe('EMAIL_OTP');
        expect(credentials[0]?.['id']).toBe(id);
      });
      const stored = await t.setup('read the customer back', () => t.binding.getCustomer(wallet.customerId));
      attribute(['2.5/email-otp-nickname-customer-email'], () => {
        expect(t.binding.customerEmailOf(stored), 'the customer e-mail on file').toBe(wallet.email);
        expect(credentials[0]?.['nickname'], 'the EMAIL_OTP nickname is the customer e-mail').toBe(wallet.email);
      });
    },
  );

  conformanceTest(
    'a credential of another type is not created as the first: an unsigned OAUTH create on a new account adds nothing',
    { clauses: ['5/first-credential-email-otp'] },
    async (t) => {
      const w = new WalletDriver(t);
      const wallet = await t.setup('create a customer with an e-mail and find its wallet account', () => w.newWallet());
      const oidcToken = await t.setup('mint an ID token for a fresh identity', () => w.idToken(freshIdentity()));
      // Unsigned: on an account without credentials it would be the first; on one that holds its EMAIL_OTP, a 202.
      const res = await t.api.call('createAuthCredential', {
        json: { type: 'OAUTH', accountId: wallet.accountId, oidcToken },
      });
      const listed = await t.setup('list the credentials', () => w.credentials(wallet.accountId));
      attribute(['5/first-credential-email-otp'], () => {
        expect(res.status, 'an OAUTH credential is not created as the first credential').not.toBe(201);
        expect(
          listed.filter((c) => c['type'] === 'OAUTH'),
          'no OAUTH credential was added',
        ).toEqual([]);
      });
    },
  );

  conformanceTest(
    'adding a passkey to an account that holds a credential: 202 challenge, then 201 on the signed retry',
    {
      clauses: [
        '3.4/credential-creation-signed-retry-challenge',
        '3.4/credential-created-after-signed-retry',
        '4.2/signed-retry-first-call-202',
        '4.2/signed-retry-completes-with-headers',
        '5/wallet-signature-headers',
        '2.5/signed-retry-challenge-members',
        '2.5/signed-retry-request-id-form',
        '8/signed-retry-expires-after-issue',
        '4.2/passkey-create-body',
        '2.5/attestation-members',
        '2.5/client-data-json-spelling',
        '2.5/binary-values-base64url',
        '2.5/passkey-credential-id-present',
      ],
      tags: sandboxOnly,
    },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, session } = await t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession());
      const challenge = registrationChallenge();
      const authenticator = new SoftwareAuthenticator(t.run.wallet);
      const attestation = await t.setup('register a credential with the software authenticator', () =>
        authenticator.register({ challenge }),
      );
      const request = operationRequest('createAuthCredential', {
        json: { type: 'PASSKEY', accountId: wallet.accountId, challenge, nickname: 'Second factor', attestation },
      });
      const issuedAfter = t.now().getTime();
      const first = await t.api.request(request);
      // A 400 here refuses the body as 2.5 and 4.2 give it: the attestation's members, their spelling, base64url.
      const bodyClauses = [
        '4.2/passkey-create-body',
        '2.5/attestation-members',
        '2.5/client-data-json-spelling',
        '2.5/binary-values-base64url',
      ] as const;
      attribute(
        first.status === 400
          ? [...bodyClauses]
          : ['3.4/credential-creation-signed-retry-challenge', '4.2/signed-retry-first-call-202'],
        () =>
          expect(first.status, `an account holding a credential answers 202 (body: ${first.text.slice(0, 300)})`).toBe(
            202,
          ),
      );
      const body = first.json as Record<string, unknown>;
      attribute(['2.5/signed-retry-challenge-members'], () => {
        expectSchema(body, 'SignedRetryChallenge');
        expect(body['type'], 'the 202 names the credential type').toBe('PASSKEY');
      });
      attribute(['2.5/signed-retry-request-id-form'], () => expect(body['requestId']).toMatch(idForm('Request')));
      attribute(['8/signed-retry-expires-after-issue'], () =>
        expect(Date.parse(String(body['expiresAt'])), 'expiresAt lies after the issue').toBeGreaterThan(
          issuedAfter - 5_000,
        ),
      );
      const retry = await t.api.request({
        ...request,
        headers: retryHeaders(t, requireChallenge(first, 'passkey create'), session.privateKey),
      });
      expect(retry.status, 'the signed retry creates the credential').toBe(201);
      const created = retry.json as Record<string, unknown>;
      attribute(['2.5/passkey-credential-id-present'], () => {
        expectSchema(created, 'AuthMethod');
        expect(created['credentialId'], 'the WebAuthn credential id registered').toBe(attestation.credentialId);
      });
      const listed = await t.setup('list the credentials', () => w.credentials(wallet.accountId));
      expect(
        listed.map((c) => c['id']),
        'the passkey is on the account',
      ).toContain(created['id']);
    },
  );

  conformanceTest(
    'several distinct passkeys register on one account; the same WebAuthn credential id twice answers 400 PASSKEY_CREDENTIAL_ALREADY_EXISTS',
    {
      clauses: [
        '4.2/multiple-passkeys-allowed',
        '8/passkeys-many-unique-by-credential-id',
        '4.2/passkey-duplicate-credential-id-400',
        '7.1/passkey-credential-already-exists',
      ],
      tags: sandboxOnly,
    },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, session } = await t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession());
      const first = await w.addPasskey(wallet, session, 'Laptop');
      const second = await w.addPasskey(wallet, session, 'Phone');
      const listed = await t.setup('list the credentials', () => w.credentials(wallet.accountId));
      attribute(['4.2/multiple-passkeys-allowed', '8/passkeys-many-unique-by-credential-id'], () =>
        expect(listed.filter((c) => c['type'] === 'PASSKEY').map((c) => c['id'])).toEqual(
          expect.arrayContaining([first.id, second.id]),
        ),
      );
      const again = await sendMaybeSigned(
        t,
        operationRequest('createAuthCredential', { json: first.createBody }),
        session.privateKey,
      );
      expectErrorEnvelope(again, 400, 'PASSKEY_CREDENTIAL_ALREADY_EXISTS');
      const after = await t.setup('list the credentials again', () => w.credentials(wallet.accountId));
      attribute(['8/passkeys-many-unique-by-credential-id'], () =>
        expect(
          after.filter((c) => c['credentialId'] === first.webauthnId).length,
          'one credential per WebAuthn id',
        ).toBe(1),
      );
    },
  );

  conformanceTest(
    'a second EMAIL_OTP answers 400 EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS; once removed, EMAIL_OTP can be added again',
    {
      clauses: [
        '4.2/one-email-otp-per-account',
        '8/email-otp-per-account-1',
        '7.1/email-otp-credential-already-exists',
        '4.2/email-otp-again-after-removal',
      ],
      tags: sandboxOnly,
    },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, emailOtpId, session } = await t.setup('a wallet with an EMAIL_OTP session', () =>
        w.walletWithSession(),
      );
      const body = t.binding.otpCredentialBody('EMAIL_OTP', wallet.accountId);
      const second = await sendMaybeSigned(
        t,
        operationRequest('createAuthCredential', { json: body }),
        session.privateKey,
      );
      expectErrorEnvelope(second, 400, 'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS');
      const passkeySession = await t.setup('add a passkey and log in with it', async () =>
        w.passkeyLogin(await w.addPasskey(wallet, session)),
      );
      await t.setup('revoke the EMAIL_OTP credential with the passkey session', async () => {
        const res = await w.revokeCredential(emailOtpId, passkeySession);
        if (res.status !== 204) throw new Error(`revocation answered ${res.status}`);
      });
      const readded = await sendSigned(
        t,
        operationRequest('createAuthCredential', { json: body }),
        passkeySession.privateKey,
      );
      attribute(['4.2/email-otp-again-after-removal'], () => {
        expect(readded.retry.status, 'EMAIL_OTP can be added again after its removal').toBe(201);
        expect((readded.retry.json as Record<string, unknown>)['type']).toBe('EMAIL_OTP');
      });
    },
  );

  conformanceTest(
    'a second SMS_OTP answers 400 SMS_OTP_CREDENTIAL_ALREADY_EXISTS',
    {
      clauses: ['4.2/one-sms-otp-per-account', '8/sms-otp-per-account-1', '7.1/sms-otp-credential-already-exists'],
      tags: sandboxOnly,
    },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, session } = await t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession());
      const body = t.binding.otpCredentialBody('SMS_OTP', wallet.accountId);
      await t.setup('add an SMS_OTP credential', async () => {
        const { retry } = await sendSigned(
          t,
          operationRequest('createAuthCredential', { json: body }),
          session.privateKey,
        );
        if (retry.status !== 201) throw new Error(`SMS_OTP create answered ${retry.status}: ${retry.text}`);
      });
      const second = await sendMaybeSigned(
        t,
        operationRequest('createAuthCredential', { json: body }),
        session.privateKey,
      );
      expectErrorEnvelope(second, 400, 'SMS_OTP_CREDENTIAL_ALREADY_EXISTS');
      const listed = await t.setup('list the credentials', () => w.credentials(wallet.accountId));
      attribute(['8/sms-otp-per-account-1'], () =>
        expect(listed.filter((c) => c['type'] === 'SMS_OTP').length).toBe(1),
      );
    },
  );

  conformanceTest(
    'GET /auth/credentials?accountId= answers every credential of the account in one { data } answer',
    { clauses: ['4.2/list-credentials', '4.2/list-credentials-not-paginated'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, emailOtpId, session } = await t.setup('a wallet with an EMAIL_OTP session', () =>
        w.walletWithSession(),
      );
      const passkeys = await t.setup('add three passkeys', async () => [
        await w.addPasskey(wallet, session, 'One'),
        await w.addPasskey(wallet, session, 'Two'),
        await w.addPasskey(wallet, session, 'Three'),
      ]);
      const res = await t.api.call('listAuthCredentials', { query: { accountId: wallet.accountId } });
      expect(res.status).toBe(200);
      attribute(['4.2/list-credentials'], () => expectSchema(res.json, 'AuthMethodList'));
      const body = res.json as { data: Record<string, unknown>[]; hasMore?: unknown };
      const ids = body.data.map((c) => c['id']);
      attribute(['4.2/list-credentials-not-paginated'], () => {
        expect(ids.sort(), 'every credential, in one answer').toEqual(
          [emailOtpId, ...passkeys.map((p) => p.id)].sort(),
        );
        expect(body.hasMore, 'no further page').not.toBe(true);
      });
    },
  );

  conformanceTest(
    'adding a credential signed with a session of another account is refused',
    { clauses: ['4.2/signed-retry-add-needs-session-of-same-account'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      // Two wallets of their own customers: made beside each other.
      const [mine, other] = await Promise.all([
        t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession()),
        t.setup('another wallet with an EMAIL_OTP session', () => w.walletWithSession()),
      ]);
      const challenge = registrationChallenge();
      const attestation = await new SoftwareAuthenticator(t.run.wallet).register({ challenge });
      const request = operationRequest('createAuthCredential', {
        json: { type: 'PASSKEY', accountId: mine.wallet.accountId, challenge, nickname: 'Foreign', attestation },
      });
      const { retry } = await sendSigned(t, request, other.session.privateKey);
      expectClientErrorRefusal(retry, 'an add signed with a session of another account', [
        '4.2/signed-retry-add-needs-session-of-same-account',
      ]);
      const listed = await t.setup('list the credentials', () => w.credentials(mine.wallet.accountId));
      expect(
        listed.map((c) => c['credentialId']),
        'nothing was added',
      ).not.toContain(attestation.credentialId);
    },
  );
});

describeArea('wallet', '3.4, 4.2, 8: revoking credentials', () => {
  conformanceTest(
    'DELETE /auth/credentials/{id}: 202, then 204 on the retry signed by a session of another credential',
    { clauses: ['3.4/credential-revoke-challenge-then-204'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, session } = await t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession());
      const passkey = await t.setup('add a passkey', () => w.addPasskey(wallet, session));
      const request = operationRequest('revokeAuthCredential', { params: { id: passkey.id } });
      const first = await t.api.request(request);
      expect(first.status, 'the first call answers the challenge').toBe(202);
      const challenge = requireChallenge(first, 'revocation');
      const retry = await t.api.request({ ...request, headers: retryHeaders(t, challenge, session.privateKey) });
      expect(retry.status, 'the signed retry revokes').toBe(204);
      const listed = await t.setup('list the credentials', () => w.credentials(wallet.accountId));
      expect(
        listed.map((c) => c['id']),
        'the credential is gone',
      ).not.toContain(passkey.id);
    },
  );

  conformanceTest(
    'a revocation signed with a session of the credential being revoked is not carried out',
    { clauses: ['3.4/credential-revoke-needs-other-credential-session'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, emailOtpId, session } = await t.setup('a wallet with an EMAIL_OTP session', () =>
        w.walletWithSession(),
      );
      await t.setup('add a passkey, so that the account keeps a credential', () => w.addPasskey(wallet, session));
      const res = await w.revokeCredential(emailOtpId, session);
      expectClientErrorRefusal(res, 'a revocation signed by a session of the revoked credential', [
        '3.4/credential-revoke-needs-other-credential-session',
      ]);
      const listed = await t.setup('list the credentials', () => w.credentials(wallet.accountId));
      expect(
        listed.map((c) => c['id']),
        'the credential is still there',
      ).toContain(emailOtpId);
    },
  );

  conformanceTest(
    'revoking the only remaining credential answers 400, and the credential stays',
    {
      clauses: [
        '4.2/revoke-last-credential-400',
        '7.1/revoke-last-credential-400',
        '8/credentials-at-least-one-remains',
      ],
      tags: sandboxOnly,
    },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, emailOtpId, session } = await t.setup('a wallet with an EMAIL_OTP session', () =>
        w.walletWithSession(),
      );
      const res = await sendMaybeSigned(
        t,
        operationRequest('revokeAuthCredential', { params: { id: emailOtpId } }),
        session.privateKey,
      );
      expectErrorEnvelope(res, 400);
      const listed = await t.setup('list the credentials', () => w.credentials(wallet.accountId));
      attribute(['8/credentials-at-least-one-remains'], () => expect(listed.map((c) => c['id'])).toEqual([emailOtpId]));
    },
  );
});
