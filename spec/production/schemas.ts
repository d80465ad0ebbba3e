/** Production's component schemas reached from the responses of `operations.ts`, by name, by concept in `schemas/`. */
import type { SchemaObject } from '../openapi/types.ts';
import { mergeDisjoint } from './merge.ts';
import { accountDetailsSchemas } from './schemas/account-details.ts';
import { agentsSchemas } from './schemas/agents.ts';
import { beneficiariesSchemas } from './schemas/beneficiaries.ts';
import { cardsSchemas } from './schemas/cards.ts';
import { commonSchemas } from './schemas/common.ts';
import { customersSchemas } from './schemas/customers.ts';
import { discoveriesSchemas } from './schemas/discoveries.ts';
import { documentsSchemas } from './schemas/documents.ts';
import { errorsSchemas } from './schemas/errors.ts';
import { exchangeRatesSchemas } from './schemas/exchange-rates.ts';
import { externalAccountInfoSchemas } from './schemas/external-account-info.ts';
import { externalAccountsSchemas } from './schemas/external-accounts.ts';
import { internalAccountsSchemas } from './schemas/internal-accounts.ts';
import { invitationsSchemas } from './schemas/invitations.ts';
import { paymentInstructionsSchemas } from './schemas/payment-instructions.ts';
import { platformConfigSchemas } from './schemas/platform-config.ts';
import { quotesSchemas } from './schemas/quotes.ts';
import { sandboxSchemas } from './schemas/sandbox.ts';
import { scaSchemas } from './schemas/sca.ts';
import { stablecoinsSchemas } from './schemas/stablecoins.ts';
import { tokensSchemas } from './schemas/tokens.ts';
import { transactionsSchemas } from './schemas/transactions.ts';
import { umaProvidersSchemas } from './schemas/uma-providers.ts';
import { vaspsSchemas } from './schemas/vasps.ts';
import { verificationsSchemas } from './schemas/verifications.ts';
import { walletAuthSchemas } from './schemas/wallet-auth.ts';

export const productionSchemas: Readonly<Record<string, SchemaObject>> = mergeDisjoint('schema', [
  accountDetailsSchemas,
  agentsSchemas,
  beneficiariesSchemas,
  cardsSchemas,
  commonSchemas,
  customersSchemas,
  discoveriesSchemas,
  documentsSchemas,
  errorsSchemas,
  exchangeRatesSchemas,
  externalAccountInfoSchemas,
  externalAccountsSchemas,
  internalAccountsSchemas,
  invitationsSchemas,
  paymentInstructionsSchemas,
  platformConfigSchemas,
  quotesSchemas,
  sandboxSchemas,
  scaSchemas,
  stablecoinsSchemas,
  tokensSchemas,
  transactionsSchemas,
  umaProvidersSchemas,
  vaspsSchemas,
  verificationsSchemas,
  walletAuthSchemas,
]);
