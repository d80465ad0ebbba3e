/**
 * 4.2 OTP rule 4: "on 429 the client waits the number of seconds in the `Retry-After` header". A client that waits
 * that long may re-issue the challenge: the wait the header names is enough. How many re-issues the limit allows
 * and in what window are not shown, so the suite counts none of them; it lets the named wait pass on the sandbox
 * clock and asks for the re-issue.
 */
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect } from '../../support/index.ts';
import { maxReissues, reissueUntilLimited } from '../../wallet/reissue-until-limited.ts';
import { WalletDriver } from '../../wallet/wallet-driver.ts';

const rateLimited = [
  '4.2/otp-challenge-reissue-rate-limited',
  '7.5/challenge-reissue-429-retry-after',
  '8/challenge-reissue-rate-limited',
] as const;

describeArea('wallet', '4.2: waiting the Retry-After of a rate-limited challenge re-issue', () => {
  conformanceTest(
    'after a 429 on a challenge re-issue, the re-issue sent once Retry-After seconds have passed is answered 200',
    { clauses: [...rateLimited], tags: ['sandbox-only', 'sandbox-time'] },
    async (t) => {
      const w = new WalletDriver(t);
      const emailOtpId = await t.setup('a wallet with its EMAIL_OTP credential', async () =>
        w.firstEmailOtp(await w.newWallet()),
      );
      const { limited } = await reissueUntilLimited(t, emailOtpId);
      const retryAfter = limited?.headers['retry-after'];
      attribute(rateLimited, () => {
        expect(limited, `a 429 within ${maxReissues} re-issues`).toBeDefined();
        expect(retryAfter, 'Retry-After is a number of seconds').toMatch(/^\d+$/);
      });
      await t.elapse(Number(retryAfter) * 1000, { reason: 'the Retry-After of the 429 passes' });
      const after = await t.api.call('challengeAuthCredential', { params: { id: emailOtpId }, retryOn429: false });
      attribute(['4.2/otp-challenge-reissue-rate-limited'], () =>
        expect(after.status, `the re-issue after waiting ${String(retryAfter)} s: ${after.text.slice(0, 300)}`).toBe(
          200,
        ),
      );
    },
  );
});
