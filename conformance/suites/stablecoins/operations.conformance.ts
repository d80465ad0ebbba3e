import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { attribute } from '../../support/attribution.ts';
import { operationAccounts, registeredStablecoin } from './support/stablecoin-setup.ts';

const exist = ['4.3/stablecoin-operations-exist', '9/aug-2026-stablecoin-endpoints'] as const;
const track = '4.3/stablecoin-operations-register-mint-burn-track';
/** Mints and burns move money: under the production profile these tests run only with --money-cap. */
const movesMoney = ['moves-money'] as const;

describeArea('stablecoins', '4.3 and 9: register a stablecoin, mint, burn, track the operations', () => {
  conformanceTest(
    'a mint and a burn of a registered stablecoin are created and listed by its operations',
    { clauses: [...exist, track], tags: movesMoney },
    async (t) => {
      const stablecoinId = await registeredStablecoin(t);
      const { wallet, bank } = await operationAccounts(t);
      const headers = () => t.binding.stablecoinCreateHeaders();
      const mint = await t.api.call('createStablecoinMint', {
        params: { stablecoinId },
        headers: headers(),
        json: t.binding.mintBody(wallet),
      });
      const burn = await t.api.call('createStablecoinBurn', {
        params: { stablecoinId },
        headers: headers(),
        json: t.binding.burnBody(bank),
      });
      attribute([...exist, track], () => {
        expect(mint.status, `mint: ${mint.text.slice(0, 300)}`).toBe(201);
        expect(burn.status, `burn: ${burn.text.slice(0, 300)}`).toBe(201);
      });
      const mintId = t.binding.operationIdOf(mint);
      const burnId = t.binding.operationIdOf(burn);
      const listed = await t.api.call('listStablecoinOperations', { params: { stablecoinId } });
      attribute([...exist, track], () => expect(listed.status, listed.text.slice(0, 300)).toBe(200));
      const operations = await t.setup('read the listed operations', async () => t.binding.operationsListed(listed));
      attribute([track], () => {
        expect(operations, 'the mint is tracked').toContainEqual({ id: mintId, kind: 'mint' });
        expect(operations, 'the burn is tracked').toContainEqual({ id: burnId, kind: 'burn' });
      });
    },
  );

  conformanceTest(
    'bad stablecoin requests answer 400 with the envelope and create nothing',
    { clauses: [...exist, '7/envelope-required-members', track], tags: movesMoney },
    async (t) => {
      const stablecoinId = await registeredStablecoin(t);
      const { wallet } = await operationAccounts(t);
      const good = t.binding.mintBody(wallet);
      for (const bad of [
        { ...good, amount: 'ten' },
        { ...good, fundingSource: undefined },
        { ...good, destination: {} },
        {},
      ]) {
        const res = await t.api.call('createStablecoinMint', {
          params: { stablecoinId },
          headers: t.binding.stablecoinCreateHeaders(),
          json: bad,
        });
        expectErrorEnvelope(res, 400);
      }
      const burns = await t.api.call('createStablecoinBurn', {
        params: { stablecoinId },
        headers: t.binding.stablecoinCreateHeaders(),
        json: { amount: '1' },
      });
      expectErrorEnvelope(burns, 400);
      const registration = await t.api.call('registerStablecoin', {
        headers: t.binding.stablecoinCreateHeaders(),
        json: { network: 'SPARK' },
      });
      expectErrorEnvelope(registration, 400);
      const listed = await t.api.call('listStablecoinOperations', { params: { stablecoinId } });
      const operations = await t.setup('read the listed operations', async () => t.binding.operationsListed(listed));
      attribute([track], () => expect(operations, 'no operation was created by a refused request').toEqual([]));
    },
  );
});
