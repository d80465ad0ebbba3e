/**
 * Production's component schemas of reached only from the KYC/KYB verifications and beneficial owners operations
 * (production facts).
 */
import type { SchemaObject } from '../../openapi/types.ts';

export const verificationsSchemas: Readonly<Record<string, SchemaObject>> = {
  KycLinkResponse: {
    type: 'object',
    required: ['kycUrl', 'expiresAt', 'provider'],
    properties: {
      kycUrl: { type: 'string' },
      expiresAt: { type: 'string', format: 'date-time' },
      provider: { $ref: '#/components/schemas/KycProvider' },
      token: { type: 'string' },
    },
  },
  KycProvider: { type: 'string', enum: ['SUMSUB'] },
  Verification: {
    type: 'object',
    required: ['id', 'customerId', 'verificationStatus', 'errors', 'createdAt'],
    properties: {
      id: { type: 'string' },
      customerId: { type: 'string' },
      verificationStatus: { $ref: '#/components/schemas/VerificationStatus' },
      errors: { type: 'array', items: { $ref: '#/components/schemas/VerificationError' } },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  VerificationError: {
    type: 'object',
    required: ['resourceId', 'type', 'reason'],
    properties: {
      resourceId: { type: 'string' },
      type: { $ref: '#/components/schemas/VerificationErrorType' },
      field: { type: 'string' },
      acceptedDocumentTypes: { type: 'array', items: { $ref: '#/components/schemas/DocumentType' } },
      reason: { type: 'string' },
    },
  },
  VerificationErrorType: {
    type: 'string',
    enum: [
      'MISSING_FIELD',
      'INVALID_FIELD',
      'MISSING_LEGAL_PRESENCE_DOCUMENT',
      'MISSING_CONTROL_STRUCTURE_DOCUMENT',
      'MISSING_OWNERSHIP_STRUCTURE_DOCUMENT',
      'MISSING_PROOF_OF_ADDRESS_DOCUMENT',
      'MISSING_IDENTITY_DOCUMENT',
      'INVALID_DOCUMENT',
      'EXPIRED_DOCUMENT',
      'POOR_QUALITY_DOCUMENT',
      'SUSPECTED_FRAUD_DOCUMENT',
      'WRONG_DOCUMENT_TYPE',
      'INCOMPLETE_DOCUMENT',
      'UNREADABLE_DOCUMENT',
      'DOCUMENT_VERIFICATION_FAILED',
      'APPLICANT_SANCTIONED',
      'APPLICANT_FRAUD',
      'APPLICANT_CRIMINAL_RECORD',
      'APPLICANT_REJECTED',
      'MISSING_BENEFICIAL_OWNER',
      'MISSING_CONTROL_PERSON',
      'MISSING_GOOD_STANDING_DOCUMENT',
    ],
  },
  VerificationListResponse: {
    type: 'object',
    required: ['data', 'hasMore'],
    properties: {
      data: { type: 'array', items: { $ref: '#/components/schemas/Verification' } },
      hasMore: { type: 'boolean' },
      nextCursor: { type: 'string' },
      totalCount: { type: 'integer' },
    },
  },
  VerificationStatus: {
    type: 'string',
    enum: ['RESOLVE_ERRORS', 'PENDING_MANUAL_REVIEW', 'IN_PROGRESS', 'APPROVED', 'REJECTED', 'READY_FOR_VERIFICATION'],
  },
};
