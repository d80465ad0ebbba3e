/**
 * The catalogue of deviant servers, by family: each the reference with exactly one documented rule broken, naming
 * the clause it breaks. `scripts/kill-matrix.ts` runs the suite against every one.
 */
import { authDeviants } from './auth.ts';
import { cardsDeviants } from './cards.ts';
import { customersDeviants } from './customers.ts';
import { customerMemberDeviants } from './customer-members.ts';
import type { Deviant } from './deviant.ts';
import { errorsDeviants } from './errors.ts';
import { envelopeDeviants, otherStatusDeviants, walletStatusDeviants } from './answer-statuses.ts';
import { externalAccountsDeviants } from './external-accounts.ts';
import { agentCreateDeviants, externalAccountMemberDeviants } from './external-account-members.ts';
import { walletDeviants } from './wallet.ts';
import { walletMemberDeviants } from './wallet-members.ts';
import { walletCheckDeviants, walletFlowDeviants, walletSignedEndpointDeviants } from './wallet-flows.ts';
import { moneyDeviants } from './money.ts';
import { moneyFlowDeviants, moneyMemberDeviants } from './money-members.ts';
import { scaDeviants } from './sca.ts';
import { stablecoinsDeviants } from './stablecoins.ts';
import { webhooksDeviants } from './webhooks.ts';
import { ownershipDeviants } from './ownership.ts';
import { customerFlowDeviants, otherFlowDeviants } from './flow-rows.ts';
import { sandboxMemberDeviants } from './sandbox-members.ts';

export { deviantFamilies, type Deviant, type DeviantFamily } from './deviant.ts';

/** Every deviant, family by family. */
export const deviantCatalogue: readonly Deviant[] = [
  ...errorsDeviants,
  ...envelopeDeviants,
  ...authDeviants,
  ...customersDeviants,
  ...customerMemberDeviants,
  ...externalAccountsDeviants,
  ...externalAccountMemberDeviants,
  ...agentCreateDeviants,
  ...walletDeviants,
  ...walletMemberDeviants,
  ...walletFlowDeviants,
  ...walletCheckDeviants,
  ...walletSignedEndpointDeviants,
  ...walletStatusDeviants,
  ...cardsDeviants,
  ...moneyDeviants,
  ...moneyMemberDeviants,
  ...moneyFlowDeviants,
  ...scaDeviants,
  ...stablecoinsDeviants,
  ...webhooksDeviants,
  ...ownershipDeviants,
  ...otherStatusDeviants,
  ...customerFlowDeviants,
  ...otherFlowDeviants,
  ...sandboxMemberDeviants,
];

/** The deviant with this id; throws on an unknown id. */
export function deviantById(id: string): Deviant {
  const found = deviantCatalogue.find((d) => d.id === id);
  if (!found) throw new Error(`unknown deviant: ${id}`);
  return found;
}
