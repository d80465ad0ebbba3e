/**
 * A compact way to write clause entries: one tuple per clause, grouped by section, with the area and testability of
 * the group as defaults. The section is given once per group and every id is still written out in full, so that the
 * registry test can catch an id filed under the wrong section.
 */
import type { Area, Clause, ResponseCheckProof, Testability } from './types.ts';

export interface ClauseOptions {
  readonly area?: Area;
  readonly testability?: Testability;
  readonly slow?: true;
  readonly reason?: string;
  readonly provenBy?: ResponseCheckProof;
}

/** `[id, title, options?]` */
export type ClauseEntry = readonly [id: string, title: string, options?: ClauseOptions];

/** The clauses of one section; entries inherit `defaults` unless they override them. */
export function section(
  sectionNumber: string,
  defaults: { readonly area: Area; readonly testability?: Testability },
  entries: readonly ClauseEntry[],
): Clause[] {
  return entries.map(([id, title, options]) => {
    const merged = { testability: 'black-box' as Testability, ...defaults, ...options };
    return {
      id,
      section: sectionNumber,
      title,
      area: merged.area,
      testability: merged.testability,
      ...(merged.slow ? { slow: true } : {}),
      ...(merged.reason !== undefined ? { reason: merged.reason } : {}),
      ...(merged.provenBy !== undefined ? { provenBy: merged.provenBy } : {}),
    };
  });
}

/** The document does not give what a test would need. */
export const notTestable = (reason: string, area?: Area): ClauseOptions =>
  area ? { testability: 'not-testable', reason, area } : { testability: 'not-testable', reason };

/** Relies on sandbox behaviour. */
export const sandboxOnly = (area?: Area): ClauseOptions =>
  area ? { testability: 'sandbox-only', area } : { testability: 'sandbox-only' };

/** Needs real waiting; `reason` says how long and why. */
export const slow = (reason: string, extra: ClauseOptions = {}): ClauseOptions => ({ ...extra, slow: true, reason });

/** Proven on every answer by the automatic response check: the members `fields` of the component `schema`. */
export const responseSchema = (schema: string, ...fields: string[]): ClauseOptions => ({
  provenBy: fields.length > 0 ? { check: 'response-schema', schema, fields } : { check: 'response-schema', schema },
});

/** Proven on every answer by the automatic response check: the members `fields` of the component `schema` are present. */
export const responsePresence = (schema: string, ...fields: string[]): ClauseOptions => ({
  provenBy: { check: 'response-schema', schema, fields, presence: true },
});

/** Proven on every answer by the automatic response check: the part-7 envelope of every error answer. */
export const errorEnvelope: ClauseOptions = { provenBy: { check: 'error-envelope' } };

/** Reasons used by many clauses, worded once. */
export const reasons = {
  noTrigger: 'the document lists the code without a condition that a test could bring about',
  documentReview: 'document review outcomes cannot be provoked; the document gives no trigger for them',
  noFault: 'a server fault cannot be provoked from outside',
  configuredValue: 'the configured value is not shown, so no request is known to exceed it',
  scaEnrollment: 'the SCA enrollment operation is not shown',
  hostedLink:
    "the document does not show how to obtain the hosted link (production's POST /customers/{customerId}/kyc-link " +
    'gives it), and what its flow asks for happens on the provider page, which no answer of the interface shows',
  approximate: 'an approximate duration with no observable marker in any response',
  literalValues: 'the literal values are not shown',
  whichHeader: 'the document does not say which signature header or which operation it concerns',
  issuerTokens: 'needs tokens signed by a supported issuer; the sandbox accepts a dummy signature',
  outgoingRefundNames: 'the exact event type names are not shown',
  refundTrigger: 'the operation that starts a refund is not shown',
  incomingRefundTrigger:
    'no documented operation or sandbox value starts the refund of an incoming payment (outgoing refunds: the quote destination suffixes)',
  pendingReasonValues: 'the pendingReason values are not shown',
} as const;
