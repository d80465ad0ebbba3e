/**
 * Stablecoin calls naming what does not exist: a stablecoin, a provider account link, the account a mint or burn pays
 * into. The document gives no status for them (error bodies of the stablecoin operations are not shown), so the suite
 * asks only what a refusal of bad input is everywhere: a 4xx with the part-7 envelope, never a server error, and no
 * operation tracked for it.
 */
import { attribute } from '../../support/attribution.ts';
import {
  conformanceTest,
  describeArea,
  expect,
  expectClientErrorRefusal,
  type ApiResponse,
} from '../../support/index.ts';
import { linkIn, operationAccounts, register, registeredStablecoin } from './support/stablecoin-setup.ts';
import { unknownIds } from '../../support/unknown-ids.ts';

const exist = ['4.3/stablecoin-operations-exist', '9/aug-2026-stablecoin-endpoints'] as const;
const track = '4.3/stablecoin-operations-register-mint-burn-track';
/** Mints and burns move money: under the production profile these tests run only with --money-cap. */
const movesMoney = ['moves-money'] as const;

/** A refusal: some 4xx (the document gives none of these statuses), with the envelope, laid on the rules broken. */
const expectRefused = (res: ApiResponse, what: string) => expectClientErrorRefusal(res, what, [...exist, track]);

describeArea('stablecoins', '4.3 and 7: stablecoin calls naming what does not exist', () => {
  conformanceTest(
    'a mint, burn or operations listing of an unknown stablecoin is refused with a 4xx envelope',
    { clauses: [...exist, track, '7/envelope-required-members'], tags: movesMoney },
    async (t) => {
      const { wallet, bank } = await operationAccounts(t);
      for (const stablecoinId of unknownIds('Stablecoin')) {
        const headers = t.binding.stablecoinCreateHeaders();
        expectRefused(
          await t.api.call('createStablecoinMint', {
            params: { stablecoinId },
            headers,
            json: t.binding.mintBody(wallet),
          }),
          `a mint of ${stablecoinId}`,
        );
        expectRefused(
          await t.api.call('createStablecoinBurn', {
            params: { stablecoinId },
            headers: t.binding.stablecoinCreateHeaders(),
            json: t.binding.burnBody(bank),
          }),
          `a burn of ${stablecoinId}`,
        );
        expectRefused(
          await t.api.call('listStablecoinOperations', { params: { stablecoinId } }),
          `the operations of ${stablecoinId}`,
        );
      }
    },
  );

  conformanceTest(
    'registering a stablecoin on a provider account link that does not exist is refused with a 4xx envelope; the same registration on an active link succeeds',
    { clauses: [...exist, track, '7/envelope-required-members'] },
    async (t) => {
      for (const linkId of unknownIds('StablecoinProviderAccount')) {
        expectRefused(await register(t, linkId), `registering on link ${linkId}`);
      }
      // The same body is not refused for another reason: on a real link it registers.
      const named = await register(t, await linkIn(t, 'ACTIVE'));
      attribute([...exist, track], () =>
        expect(named.status, `registering on an active link: ${named.text.slice(0, 300)}`).toBe(201),
      );
    },
  );

  conformanceTest(
    'a mint or burn paying into an account that does not exist is refused with a 4xx envelope and not tracked',
    { clauses: [...exist, track, '7/envelope-required-members'], tags: movesMoney },
    async (t) => {
      const stablecoinId = await registeredStablecoin(t);
      const { wallet, bank } = await operationAccounts(t);
      for (const accountId of unknownIds('ExternalAccount')) {
        const mint = await t.api.call('createStablecoinMint', {
          params: { stablecoinId },
          headers: t.binding.stablecoinCreateHeaders(),
          json: t.binding.mintBody(accountId),
        });
        expectRefused(mint, `a mint into account ${accountId}`);
        const burn = await t.api.call('createStablecoinBurn', {
          params: { stablecoinId },
          headers: t.binding.stablecoinCreateHeaders(),
          json: t.binding.burnBody(accountId),
        });
        expectRefused(burn, `a burn paid out to account ${accountId}`);
      }
      const listed = await t.api.call('listStablecoinOperations', { params: { stablecoinId } });
      const operations = await t.setup('read the listed operations', async () => t.binding.operationsListed(listed));
      attribute([track], () => expect(operations, 'no operation was created by a refused mint or burn').toEqual([]));
      // The same bodies into accounts that exist are not refused: the account named is what was refused.
      const mint = await t.api.call('createStablecoinMint', {
        params: { stablecoinId },
        headers: t.binding.stablecoinCreateHeaders(),
        json: t.binding.mintBody(wallet),
      });
      const burn = await t.api.call('createStablecoinBurn', {
        params: { stablecoinId },
        headers: t.binding.stablecoinCreateHeaders(),
        json: t.binding.burnBody(bank),
      });
      attribute([...exist, track], () => {
        expect(mint.status, `a mint into an existing wallet: ${mint.text.slice(0, 300)}`).toBe(201);
        expect(burn.status, `a burn paid out to an existing bank account: ${burn.text.slice(0, 300)}`).toBe(201);
      });
    },
  );
});
