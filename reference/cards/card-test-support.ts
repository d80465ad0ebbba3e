/** Set-up shared by the card unit tests: a cardholder with an internal account, and a card issued on it. */
import type { ReferenceUnderTest } from '../test-support/reference-under-test.ts';

type Json = Record<string, any>;

/** Creates an individual whose `fullName` is `fullName` (its ending decides the KYC status, 3.2) and returns ids. */
export async function cardholder(
  server: ReferenceUnderTest,
  fullName = 'Ann Smith',
): Promise<{ customerId: string; accountId: string }> {
  const created = await server.call('POST', '/customers', { json: { customerType: 'INDIVIDUAL', fullName } });
  if (created.status !== 201) throw new Error(`customer create answered ${created.status}: ${created.text}`);
  const customerId = (created.json as Json)['id'] as string;
  const accounts = await server.call(
    'GET',
    `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}`,
  );
  const accountId = (accounts.json as Json)['data']?.[0]?.['id'];
  if (typeof accountId !== 'string')
    throw new Error(`customer ${customerId} has no internal account: ${accounts.text}`);
  return { customerId, accountId };
}

/** Issues a card to a fresh approved cardholder and returns it as answered. */
export async function issuedCard(server: ReferenceUnderTest): Promise<Json> {
  const { customerId, accountId } = await cardholder(server);
  const res = await server.call('POST', '/cards', {
    json: { cardholderId: customerId, form: 'VIRTUAL', fundingSources: [accountId] },
  });
  if (res.status !== 201) throw new Error(`card issuance answered ${res.status}: ${res.text}`);
  return res.json as Json;
}
