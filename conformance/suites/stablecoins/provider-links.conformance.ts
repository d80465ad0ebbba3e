import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { attribute } from '../../support/attribution.ts';
import { linkIn, register } from './support/stablecoin-setup.ts';

const selection = '7.1/stablecoin-provider-account-selection-required';

describeArea('stablecoins', '7.1: stablecoin provider account links', () => {
  conformanceTest(
    'with several active links and no stablecoinProviderAccountId, registering answers 400 STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED; naming one registers',
    { clauses: [selection, '4.3/stablecoin-operations-exist', '9/aug-2026-stablecoin-endpoints'] },
    async (t) => {
      // Links only accumulate on a platform: after these two, it has several active ones whatever ran before.
      const first = await linkIn(t, 'ACTIVE');
      await linkIn(t, 'ACTIVE');
      const unnamed = await register(t);
      attribute([selection], () => expectErrorEnvelope(unnamed, 400, 'STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED'));
      const named = await register(t, first);
      attribute([selection, '4.3/stablecoin-operations-exist', '9/aug-2026-stablecoin-endpoints'], () =>
        expect(named.status, `registering on a named active link: ${named.text.slice(0, 300)}`).toBe(201),
      );
    },
  );

  for (const [state, code, clause] of [
    ['INVALID', 'STABLECOIN_PROVIDER_ACCOUNT_INVALID', '7.1/stablecoin-provider-account-invalid'],
    ['REVOKED', 'STABLECOIN_PROVIDER_ACCOUNT_REVOKED', '7.1/stablecoin-provider-account-revoked'],
  ] as const) {
    conformanceTest(
      `registering a stablecoin on a ${state} provider account link answers 400 ${code}`,
      { clauses: [clause], tags: ['sandbox-only'] },
      async (t) => {
        const link = await linkIn(t, state);
        const res = await register(t, link);
        expectErrorEnvelope(res, 400, code);
      },
    );
  }

  conformanceTest(
    'among links in a mixture of states (active ones beside a revoked and an invalid one), naming the revoked or the invalid link answers its 400, never another link; naming the active one registers',
    {
      clauses: ['7.1/stablecoin-provider-account-revoked', '7.1/stablecoin-provider-account-invalid', selection],
      tags: ['sandbox-only'],
    },
    async (t) => {
      const active = await linkIn(t, 'ACTIVE');
      const revoked = await linkIn(t, 'REVOKED');
      const invalid = await linkIn(t, 'INVALID');
      await linkIn(t, 'ACTIVE');
      const onRevoked = await register(t, revoked);
      attribute(['7.1/stablecoin-provider-account-revoked'], () =>
        expectErrorEnvelope(onRevoked, 400, 'STABLECOIN_PROVIDER_ACCOUNT_REVOKED'),
      );
      const onInvalid = await register(t, invalid);
      attribute(['7.1/stablecoin-provider-account-invalid'], () =>
        expectErrorEnvelope(onInvalid, 400, 'STABLECOIN_PROVIDER_ACCOUNT_INVALID'),
      );
      const onActive = await register(t, active);
      attribute([selection], () =>
        expect(
          onActive.status,
          `registering on the named active link beside unusable ones: ${onActive.text.slice(0, 300)}`,
        ).toBe(201),
      );
    },
  );
});
