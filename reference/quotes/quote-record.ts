/**
 * A stored quote. The document names only `platformFeesIncluded` (2.6); the other members and the answer follow the
 * production facts (`Quote`, section 6).
 */
import type { MoneyEnd } from '../transactions/outgoing-transaction.ts';

export type QuoteStatus = 'PENDING' | 'PENDING_AUTHORIZATION' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

/**
 * What an SCA challenge of a quote holds back until it is authorized (1): the funding instructions of a real-time
 * quote (`fund`), or the execution asked for (`execute`, `immediately`).
 */
export type ScaStage = 'fund' | 'execute' | 'immediately';

/** The SCA challenge a quote waits on (production `ScaChallenge`). */
export interface QuoteScaChallenge {
  /** `ScaChallenge:<uuid>`. */
  id: string;
  expiresAt: string;
  stage: ScaStage;
}

export interface QuoteRecord {
  /** `Quote:<uuid>`. */
  id: string;
  status: QuoteStatus;
  customerId: string;
  platformCustomerId: string;
  source: MoneyEnd;
  /** The primary identifier of an external source account, read at execution (4.5). */
  sourceIdentifier?: string;
  destination: MoneyEnd;
  destinationIdentifier?: string;
  /** The network of a wallet destination. */
  destinationNetwork?: string;
  /** Smallest units of the source currency, fees included. */
  totalSendingAmount: number;
  /** Smallest units of the destination currency. */
  totalReceivingAmount: number;
  exchangeRate: number;
  /** Smallest units of the source currency (2.6 `platformFeesIncluded`). */
  platformFees: number;
  /** The transaction the execution creates (production gives its id with the quote). */
  transactionId: string;
  executed: boolean;
  /** The agent that executes it (1: its transaction may wait for the platform's approval). */
  agentId?: string;
  /** Set by an agent's execution under a policy that requires approval (see `approval-state.ts`). */
  approvalRequired?: boolean;
  description?: string;
  /** SCA regions (1): the challenge to authorize before the quote's money moves. */
  scaChallenge?: QuoteScaChallenge;
  createdAt: string;
  expiresAt: string;
  updatedAt: string;
}

/** The status a quote answers at `now`: an unexecuted quote past its expiry is EXPIRED. */
export function quoteStatusAt(quote: QuoteRecord, now: Date): QuoteStatus | 'EXPIRED' {
  return !quote.executed && now.getTime() >= Date.parse(quote.expiresAt) ? 'EXPIRED' : quote.status;
}

function endResponse(end: MoneyEnd, side: 'source' | 'destination', customerId: string): Record<string, unknown> {
  const typeKey = side === 'source' ? 'sourceType' : 'destinationType';
  const owner = side === 'source' && customerId !== '' ? { customerId } : {};
  switch (end.kind) {
    case 'internal-account':
    case 'external-account':
      return { [typeKey]: 'ACCOUNT', accountId: end.accountId, ...owner };
    case 'realtime-funding':
      return { [typeKey]: 'REALTIME_FUNDING', currency: end.currency, ...owner };
    case 'uma-address':
      return { [typeKey]: 'UMA_ADDRESS', umaAddress: end.umaAddress, currency: end.currency };
  }
}

/** The Quote body (production shape). */
export function toQuoteResponse(quote: QuoteRecord, now: Date): Record<string, unknown> {
  const realtime = quote.source.kind === 'realtime-funding' && !quote.executed && quote.scaChallenge === undefined;
  return {
    id: quote.id,
    status: quoteStatusAt(quote, now),
    createdAt: quote.createdAt,
    expiresAt: quote.expiresAt,
    source: endResponse(quote.source, 'source', quote.customerId),
    destination: endResponse(quote.destination, 'destination', quote.customerId),
    sendingCurrency: { code: quote.source.currency },
    receivingCurrency: { code: quote.destination.currency },
    totalSendingAmount: quote.totalSendingAmount,
    totalReceivingAmount: quote.totalReceivingAmount,
    exchangeRate: quote.exchangeRate,
    feesIncluded: quote.platformFees,
    platformFeesIncluded: quote.platformFees,
    // Real-time funding: where to send the funds (the sandbox brings them with POST /sandbox/send).
    paymentInstructions: realtime ? fundingInstructions(quote) : [],
    transactionId: quote.transactionId,
    ...(quote.scaChallenge === undefined ? {} : { scaChallenge: scaChallengeResponse(quote.scaChallenge) }),
    ...(quote.description === undefined ? {} : { description: quote.description }),
  };
}

/** Production `ScaChallenge`: the reference's challenges are SMS one-time codes (sandbox code `123456`). */
function scaChallengeResponse(challenge: QuoteScaChallenge): Record<string, unknown> {
  return { id: challenge.id, expiresAt: challenge.expiresAt, factor: 'SMS_OTP', availableFactors: ['SMS_OTP'] };
}

/** The sandbox's collection account for a real-time-funded quote, in production's shape (USD: a bank account). */
function fundingInstructions(quote: QuoteRecord): Record<string, unknown>[] {
  if (quote.source.currency !== 'USD') return [];
  const reference = `UMA-${quote.id
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 12)
    .toUpperCase()}`;
  return [
    {
      instructionsNotes: `Sandbox: POST /sandbox/send with quoteId ${quote.id} brings the funds.`,
      isPlatformAccount: true,
      accountOrWalletInfo: {
        accountType: 'USD_ACCOUNT',
        accountNumber: '000123456789',
        routingNumber: '021000021',
        paymentRails: ['ACH', 'WIRE', 'RTP'],
        reference,
      },
    },
  ];
}
