/**
 * Every signed-retry flow of 4.2 that a wallet can run (quote execution lives with quotes), each as the request, the
 * key that signs its retry, and what the account shows of its effect, so that tests can send a flow's retry twice
 * and see that the second did nothing.
 */
import { sandboxOtp } from '../../../../spec/sandbox.ts';
import { generateP256KeyPair } from '../../../crypto/p256-keys.ts';
import type { ApiRequest } from '../../../http/client.ts';
import { operationRequest, type TestKit } from '../../../support/index.ts';
import { freshEmail, freshIdentity, type Wallet, type WalletDriver } from '../../../wallet/wallet-driver.ts';
import { sessionOnOwnPasskey, sessionOnSmsOtp } from './session-apart.ts';

export interface SignedFlow {
  readonly name: string;
  readonly request: ApiRequest;
  /** The private key whose signature completes the retry (a session key; for an OTP verify, the bundle's key). */
  readonly signerKey: Uint8Array;
  /** Statuses of a completed retry. */
  readonly completed: readonly number[];
  /**
   * Statuses of a completed retry sent again: 401 (3.4, 7.2); for an add, also the 400 of the duplicate credential it
   * is as well (4.2 and 7.1 state both refusals and no order between them); for a revocation or refresh, also the 404
   * of what the first retry removed (the production interface's answer for a missing resource). The unchanged
   * account proves it was not carried out.
   */
  readonly replayRefusals: readonly number[];
  readonly effect: () => Promise<unknown>;
  /**
   * What `effect` reads. Flows reading different things run at once (`inLanes`): none changes what another reads, so
   * each one's before and after still bracket its own requests only.
   */
  readonly reads: 'credentials' | 'sessions' | 'privacy' | 'e-mail';
  /** Runs after every other flow: it ends what they need (the credential revocation revokes its sessions). */
  readonly last?: true;
}

/**
 * Runs `fn` on every flow: those reading one thing one after the other in their order, those reading different things
 * at once, a `last` flow after all of them. Each lane stops at its first failure; once all have stopped, the failure
 * of the earliest flow in the given order is thrown, so which one a test reports does not depend on timing.
 */
export async function inLanes(flows: readonly SignedFlow[], fn: (flow: SignedFlow) => Promise<void>): Promise<void> {
  const failures = new Map<number, unknown>();
  const lanes = new Map<string, number[]>();
  flows.forEach((flow, index) => {
    if (flow.last) return;
    lanes.set(flow.reads, [...(lanes.get(flow.reads) ?? []), index]);
  });
  await Promise.all(
    [...lanes.values()].map(async (lane) => {
      for (const index of lane) {
        try {
          await fn(flows[index]!);
        } catch (error) {
          failures.set(index, error);
          return;
        }
      }
    }),
  );
  if (failures.size > 0) throw failures.get(Math.min(...failures.keys()));
  for (const flow of flows.filter((f) => f.last)) await fn(flow);
}

const credentialCount = (t: TestKit, w: WalletDriver, wallet: Wallet) =>
  t.setup('count the credentials', async () => (await w.credentials(wallet.accountId)).length);

/** The active session ids of the wallet, sorted. */
export const sessionIds = (t: TestKit, wallet: Wallet) =>
  t.setup('list the active sessions', async () => [...(await t.binding.activeSessionIdsOf(wallet.accountId))].sort());

/**
 * A fresh wallet and every signed flow on it, in an order each can run after the ones before it completed: the
 * credential revocation last (it revokes the EMAIL_OTP credential and every session it issued).
 */
export async function signedFlows(t: TestKit, w: WalletDriver): Promise<SignedFlow[]> {
  const { wallet, emailOtpId, session } = await t.setup('a wallet with an EMAIL_OTP session', () =>
    w.walletWithSession(),
  );
  const oidcToken = await t.setup('mint an OIDC token', () => w.idToken(freshIdentity()));
  const exportKey = generateP256KeyPair();
  const otpKey = generateP256KeyPair();
  // The sessions, the OTP challenge and the privacy read touch nothing of each other: at once. Each further session
  // is on a credential of its own, so that the EMAIL_OTP credential is challenged twice in all (its log-in, the bundle).
  const [passkeySession, spare, refreshed, encryptedOtpBundle, privacy] = await Promise.all([
    t.setup('a passkey session', () => sessionOnOwnPasskey(w, wallet, session)),
    t.setup('a spare passkey session to revoke', () => sessionOnOwnPasskey(w, wallet, session)),
    t.setup('a spare SMS_OTP session to refresh', () => sessionOnSmsOtp(w, wallet, session)),
    t.setup('seal the sandbox code to a fresh OTP challenge', async () =>
      t.binding.sealOtp({
        targetPublicKeyHex: await w.otpTarget(emailOtpId),
        otpCode: sandboxOtp.code,
        clientKey: otpKey,
      }),
    ),
    t.setup('read the wallet privacy', () => t.binding.walletPrivacyOf(wallet.customerId, wallet.accountId)),
  ]);
  const sessions = () => sessionIds(t, wallet);
  return [
    {
      name: 'adding a credential',
      reads: 'credentials',
      request: operationRequest('createAuthCredential', {
        json: { type: 'OAUTH', accountId: wallet.accountId, oidcToken },
      }),
      signerKey: session.privateKey,
      completed: [201],
      replayRefusals: [401, 400],
      effect: () => credentialCount(t, w, wallet),
    },
    {
      name: 'verifying an OTP credential (the 202 of the verify)',
      reads: 'sessions',
      request: operationRequest('verifyAuthCredential', {
        params: { id: emailOtpId },
        json: { type: 'EMAIL_OTP', encryptedOtpBundle },
      }),
      signerKey: otpKey.privateKey,
      completed: [200],
      replayRefusals: [401],
      effect: sessions,
    },
    {
      name: 'refreshing a session',
      reads: 'sessions',
      request: operationRequest('refreshAuthSession', {
        params: { id: refreshed.id },
        json: t.binding.sessionRefreshBody(generateP256KeyPair()),
      }),
      signerKey: refreshed.privateKey,
      completed: [200, 201],
      replayRefusals: [401, 404],
      effect: sessions,
    },
    {
      name: 'revoking a session',
      reads: 'sessions',
      request: operationRequest('revokeAuthSession', { params: { id: spare.id } }),
      signerKey: session.privateKey,
      completed: [200, 204],
      replayRefusals: [401, 404],
      effect: sessions,
    },
    {
      name: 'updating wallet privacy',
      reads: 'privacy',
      request: operationRequest('updateInternalAccount', {
        params: { id: wallet.accountId },
        json: t.binding.walletPrivacyBody(!privacy),
      }),
      signerKey: session.privateKey,
      completed: [200],
      replayRefusals: [401],
      effect: () =>
        t.setup('read the wallet privacy', () => t.binding.walletPrivacyOf(wallet.customerId, wallet.accountId)),
    },
    {
      name: 'exporting the wallet',
      reads: 'credentials',
      request: operationRequest('exportInternalAccount', {
        params: { id: wallet.accountId },
        json: t.binding.walletExportBody(exportKey),
      }),
      signerKey: session.privateKey,
      completed: [200, 201, 204],
      replayRefusals: [401],
      effect: () => credentialCount(t, w, wallet),
    },
    {
      name: 'changing the customer e-mail tied to the EMAIL_OTP credential',
      reads: 'e-mail',
      request: operationRequest('updateCustomerById', {
        params: { customerId: wallet.customerId },
        json: t.binding.customerEmailUpdateBody(freshEmail()),
      }),
      signerKey: session.privateKey,
      completed: [200],
      replayRefusals: [401],
      effect: async () => {
        const customer = await t.setup('read the customer back', () => t.binding.getCustomer(wallet.customerId));
        return t.binding.customerEmailOf(customer);
      },
    },
    {
      name: 'revoking a credential',
      reads: 'credentials',
      last: true,
      request: operationRequest('revokeAuthCredential', { params: { id: emailOtpId } }),
      signerKey: passkeySession.privateKey,
      completed: [204],
      replayRefusals: [401, 404],
      effect: () => credentialCount(t, w, wallet),
    },
  ];
}
