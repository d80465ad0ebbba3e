/**
 * Facts of the deployed production interface (OpenAPI 3.1, version 2025-10-13), not of the interface document: every
 * operation production declares, by area in `operations/`, with the JSON body schema of each response status (member
 * names, types, formats, required lists, enumerations; descriptions and examples left out). The reference answers in
 * these shapes where the document is silent; the suite never asserts them. Where the document says otherwise, it
 * wins: see `exceptions.ts`.
 */
import { mergeDisjoint } from './merge.ts';
import type { ProductionOperation } from './operation.ts';
import { agentMeOperations } from './operations/agent-me.ts';
import { agentsOperations } from './operations/agents.ts';
import { cardsOperations } from './operations/cards.ts';
import { contactVerificationOperations } from './operations/contact-verification.ts';
import { customersOperations } from './operations/customers.ts';
import { discoveriesOperations } from './operations/discoveries.ts';
import { documentsOperations } from './operations/documents.ts';
import { exchangeRatesOperations } from './operations/exchange-rates.ts';
import { externalAccountsOperations } from './operations/external-accounts.ts';
import { internalAccountsOperations } from './operations/internal-accounts.ts';
import { invitationsOperations } from './operations/invitations.ts';
import { platformConfigOperations } from './operations/platform-config.ts';
import { quotesOperations } from './operations/quotes.ts';
import { sandboxOperations } from './operations/sandbox.ts';
import { scaOperations } from './operations/sca.ts';
import { stablecoinsOperations } from './operations/stablecoins.ts';
import { tokensOperations } from './operations/tokens.ts';
import { transactionsOperations } from './operations/transactions.ts';
import { transfersOperations } from './operations/transfers.ts';
import { umaProvidersOperations } from './operations/uma-providers.ts';
import { vaspsOperations } from './operations/vasps.ts';
import { verificationsOperations } from './operations/verifications.ts';
import { walletAuthOperations } from './operations/wallet-auth.ts';

export type { ProductionOperation } from './operation.ts';

/** Production's operations by operation id. */
export const productionOperations: Readonly<Record<string, ProductionOperation>> = mergeDisjoint('operation', [
  agentMeOperations,
  agentsOperations,
  cardsOperations,
  contactVerificationOperations,
  customersOperations,
  discoveriesOperations,
  documentsOperations,
  exchangeRatesOperations,
  externalAccountsOperations,
  internalAccountsOperations,
  invitationsOperations,
  platformConfigOperations,
  quotesOperations,
  sandboxOperations,
  scaOperations,
  stablecoinsOperations,
  tokensOperations,
  transactionsOperations,
  transfersOperations,
  umaProvidersOperations,
  vaspsOperations,
  verificationsOperations,
  walletAuthOperations,
]);
