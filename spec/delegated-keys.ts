/**
 * Delegated signing keys of a card's embedded-wallet funding source, as production gives them (the document shows no
 * operation of them): the statuses and the legs of their creation.
 */

/** PENDING: the flow stopped after its second leg (the key cannot sign); ACTIVE: it signs; REVOKED: it signs no more. */
export const delegatedKeyStatuses = ['PENDING', 'ACTIVE', 'REVOKED'] as const;
export type DelegatedKeyStatus = (typeof delegatedKeyStatuses)[number];
