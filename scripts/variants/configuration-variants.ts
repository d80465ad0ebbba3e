/**
 * Variants of a deployment's configuration where the document gives a figure as "typically", gives none ("not
 * shown"), or leaves a value to the deployment: the signed-retry window, wallet session lifetime, the challenge
 * re-issue rate, the end-user terms in force, the configured transfer limits.
 */
import type { ReferenceConfig } from '../../reference/config.ts';
import type { Variant } from './variant.ts';

const withWallet =
  (change: Partial<ReferenceConfig['embeddedWallet']>) =>
  (config: ReferenceConfig): ReferenceConfig => ({
    ...config,
    embeddedWallet: { ...config.embeddedWallet, ...change },
  });

export const configurationVariants: readonly Variant[] = [
  {
    id: 'signed-retry-window-longer',
    freedom: 'a signed-retry challenge expires 15 minutes after issue (`expiresAt` later than the typical 5 minutes)',
    leftOpenBy: {
      part: '3.4, 8',
      wording: 'A signed-retry `requestId` is single-use and expires at `expiresAt` (typically 5 minutes after issue)',
    },
    seam: 'configuration',
    exclusive: 'signed-retry-window',
    configure: withWallet({ signedRetryWindowSeconds: 15 * 60 }),
  },
  {
    id: 'signed-retry-window-shorter',
    freedom: 'a signed-retry challenge expires 4 minutes after issue (`expiresAt` sooner than the typical 5 minutes)',
    leftOpenBy: { part: '3.4, 8', wording: 'Retry must arrive before `expiresAt`, typically 5 minutes after issue' },
    seam: 'configuration',
    exclusive: 'signed-retry-window',
    configure: withWallet({ signedRetryWindowSeconds: 4 * 60 }),
  },
  {
    id: 'wallet-sessions-shorter',
    freedom: 'wallet sessions last 6 minutes (`AuthSession.expiresAt` 6 minutes after issue)',
    leftOpenBy: {
      part: '5',
      wording: 'Session lifetime of wallet sessions (beyond the `expiresAt` field): not shown.',
    },
    seam: 'configuration',
    exclusive: 'wallet-session-lifetime',
    configure: withWallet({ sessionLifetimeSeconds: 6 * 60 }),
  },
  {
    id: 'wallet-sessions-longer',
    freedom: 'wallet sessions last 24 hours',
    leftOpenBy: {
      part: '5',
      wording: 'Session lifetime of wallet sessions (beyond the `expiresAt` field): not shown.',
    },
    seam: 'configuration',
    exclusive: 'wallet-session-lifetime',
    configure: withWallet({ sessionLifetimeSeconds: 24 * 3600 }),
  },
  {
    id: 'challenge-reissue-limit-stricter',
    freedom:
      'two challenge issues per credential in 2 minutes (the reference: five in 10); the next is refused with 429 and `Retry-After`',
    leftOpenBy: {
      part: '4.2, 8',
      wording:
        'Challenge re-issues are rate limited; on 429 the client waits the number of seconds in the `Retry-After` header. / Numeric request-rate limits: not shown.',
    },
    seam: 'configuration',
    configure: withWallet({ challengeReissueLimit: { maxIssues: 2, windowSeconds: 120 } }),
  },
  {
    id: 'end-user-terms-other-version',
    freedom: 'the end-user terms in force are another version at another address',
    leftOpenBy: {
      part: '4.3',
      wording: '`GET /customers/end-user-terms` | Returns the current end-user terms URL and version',
    },
    seam: 'configuration',
    configure: (config) => ({
      ...config,
      endUserTerms: { version: '2026-08-01', url: 'https://legal.variant.invalid/terms/2026-08-01.html' },
    }),
  },
  {
    id: 'transfer-limits-other-values',
    freedom: 'other configured transfer limits: 25,000.00 USD a transfer, 60,000.00 USD a day',
    leftOpenBy: {
      part: '8',
      wording: 'Configured values of the single-transaction and daily volume limits: not shown.',
    },
    seam: 'configuration',
    configure: (config) => ({
      ...config,
      payments: {
        ...config.payments,
        transferLimits: { USD: { singleTransactionMax: 2_500_000, dailyVolume: 6_000_000 } },
      },
    }),
  },
];
