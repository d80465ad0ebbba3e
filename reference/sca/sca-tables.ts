import type { TableIndexes } from '../store/table-indexes.ts';
import type {
  BeneficiaryChallengeRecord,
  ContactVerificationRecord,
  ScaEnrollmentRecord,
  ScaLockoutRecord,
  ScaLoginRecord,
  ScaPasskeyFactorRecord,
  ScaSessionRecord,
} from './sca-records.ts';

/** The tables of SCA and contact verification, empty. */
export function emptyTables(): {
  /** Keyed by customer id: the latest session. */
  scaSessions: Record<string, ScaSessionRecord>;
  /** Keyed by challenge id. */
  scaLogins: Record<string, ScaLoginRecord>;
  /** Keyed by WebAuthn credential id. */
  scaPasskeyFactors: Record<string, ScaPasskeyFactorRecord>;
  /** Keyed by customer id. */
  scaEnrollments: Record<string, ScaEnrollmentRecord>;
  /** Keyed by challenge id. */
  beneficiaryChallenges: Record<string, BeneficiaryChallengeRecord>;
  /** Keyed by customer id. */
  contactVerifications: Record<string, ContactVerificationRecord>;
  /** Keyed by customer id. */
  scaLockouts: Record<string, ScaLockoutRecord>;
} {
  return {
    scaSessions: {},
    scaLogins: {},
    scaPasskeyFactors: {},
    scaEnrollments: {},
    beneficiaryChallenges: {},
    contactVerifications: {},
    scaLockouts: {},
  };
}

/** The lookups of these tables the store indexes: a customer's passkey factors. */
export const tableIndexes: TableIndexes = {
  scaPasskeyFactors: {
    customerId: (row) => row['customerId'],
  },
};
