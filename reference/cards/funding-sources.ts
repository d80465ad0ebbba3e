import { invalidInput, type FieldError } from '../http/api-error.ts';
import type { InternalAccountRecord } from '../wallet/internal-accounts/internal-account-record.ts';
import { rowById, type ReferenceData } from '../store/data.ts';

/**
 * The internal accounts `ids` name, checked as a card's funding sources (production: each belongs to the cardholder,
 * all in one currency). A source that is not usable answers 400 `INVALID_INPUT` naming it (production's own code for
 * it, `FUNDING_SOURCE_INELIGIBLE`, is in no list of part 7).
 */
export function cardFundingSources(
  data: ReferenceData,
  cardholderId: string,
  ids: readonly string[],
): InternalAccountRecord[] {
  const errors: FieldError[] = [];
  const accounts: InternalAccountRecord[] = [];
  ids.forEach((id, index) => {
    const account = rowById(data.internalAccounts, id);
    if (!account || account.customerId !== cardholderId) {
      errors.push({ field: `fundingSources.${index}`, message: 'is no internal account of the cardholder' });
    }
    // Stryker disable next-line BlockStatement: outside the document: which internal accounts may fund a card (the cardholder's, one currency) is production's
    else if (accounts.length > 0 && account.currency !== accounts[0]!.currency) {
      errors.push({ field: `fundingSources.${index}`, message: 'is not in the currency of the first funding source' });
    } else {
      accounts.push(account);
    }
  });
  if (errors.length > 0) throw invalidInput('The funding sources cannot fund this card.', errors);
  return accounts;
}
