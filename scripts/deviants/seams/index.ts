/**
 * Deviants built on the HTTP layer's answer seams (a member's form or presence, a status, a sibling code, a request
 * check forgotten on one path), written by seam rather than by area. Each names its area as its family; the area's
 * own file takes its rows from here (`rowsOf`), so the catalogue stays found area by area.
 */
import type { Area } from '../../../spec/clauses/types.ts';
import type { Deviant } from '../deviant.ts';
import { envelopeDeviants, otherStatusDeviants, walletStatusDeviants } from './answer-statuses.ts';
import { customerMemberDeviants } from './customer-members.ts';
import { agentCreateDeviants, externalAccountMemberDeviants } from './external-account-members.ts';
import { customerFlowDeviants, otherFlowDeviants } from './flow-rows.ts';
import {
  externalAccountMissingMemberDeviants,
  sandboxMissingMemberDeviants,
  walletMissingMemberDeviants,
} from './missing-members.ts';
import { moneyFlowDeviants, moneyMemberDeviants } from './money-members.ts';
import { sandboxMemberDeviants } from './sandbox-members.ts';
import { walletCheckDeviants, walletFlowDeviants, walletSignedEndpointDeviants } from './wallet-flows.ts';
import { walletMemberDeviants } from './wallet-members.ts';

/** Every seam-built deviant. */
export const seamDeviants: readonly Deviant[] = [
  ...envelopeDeviants,
  ...walletStatusDeviants,
  ...otherStatusDeviants,
  ...customerMemberDeviants,
  ...externalAccountMemberDeviants,
  ...agentCreateDeviants,
  ...customerFlowDeviants,
  ...otherFlowDeviants,
  ...moneyMemberDeviants,
  ...moneyFlowDeviants,
  ...sandboxMemberDeviants,
  ...walletFlowDeviants,
  ...walletCheckDeviants,
  ...walletSignedEndpointDeviants,
  ...walletMemberDeviants,
  ...externalAccountMissingMemberDeviants,
  ...walletMissingMemberDeviants,
  ...sandboxMissingMemberDeviants,
];

/** The seam-built deviants of `area`. */
export function rowsOf(area: Area): Deviant[] {
  return seamDeviants.filter((deviant) => deviant.family === area);
}
