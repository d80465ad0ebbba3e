/**
 * Part 7: the error envelope and one schema per HTTP status the document gives codes for. Each status schema's
 * `code` enum is exactly the document's list for that status (from spec/errors.ts), so a new row there changes
 * the document here.
 */
import { codesForStatus, documentedErrorStatuses, errorCodes, errorEnvelopeRequired } from '../errors.ts';
import type { SchemaObject } from './types.ts';
import { notShown, ref } from './schemas/common.ts';

/** Component name of the error schema of one status (`Error400`). */
export function errorSchemaName(status: number): string {
  return `Error${status}`;
}

/** Codes whose HTTP status the document does not give (7.5). */
export const codesWithoutStatus: readonly string[] = errorCodes.filter((r) => r.status === null).map((r) => r.code);

const envelopeProperties: Record<string, SchemaObject> = {
  status: { type: 'integer', description: 'the HTTP status' },
  code: { type: 'string' },
  message: { type: 'string' },
  details: { type: 'object', description: 'shape varies by code' },
};

function statusSchema(status: number): SchemaObject {
  const details: SchemaObject =
    status === 400
      ? {
          type: 'object',
          description: 'for field validation errors, errors lists every invalid field in one response',
          properties: { errors: { type: 'array', items: ref('FieldError') } },
        }
      : envelopeProperties.details!;
  return {
    type: 'object',
    description: `Error body of HTTP status ${status}`,
    'x-section': '7',
    required: [...errorEnvelopeRequired],
    properties: {
      ...envelopeProperties,
      status: { type: 'integer', const: status },
      code: { type: 'string', enum: codesForStatus(status) },
      details,
    },
  };
}

export const errorSchemas: Record<string, SchemaObject> = {
  ErrorEnvelope: {
    type: 'object',
    description: 'Every error body (7). Codes listed under x-codes-status-not-shown have no documented HTTP status.',
    'x-section': '7',
    required: [...errorEnvelopeRequired],
    properties: envelopeProperties,
    'x-codes-status-not-shown': [...codesWithoutStatus],
  },
  FieldError: {
    type: 'object',
    description: 'One invalid field (2.4)',
    'x-section': '2.4',
    required: ['field'],
    properties: {
      field: { type: 'string', description: 'dot-notation path to the offending field' },
      constraint: ref('FieldConstraint'),
      message: { type: 'string' },
    },
  },
  FieldConstraint: notShown('Allowed values of FieldConstraint', {
    description: 'Machine-readable constraint',
    'x-section': '2.4',
  }),
  ...Object.fromEntries(documentedErrorStatuses.map((s) => [errorSchemaName(s), statusSchema(s)])),
};

/** A response whose body is the error schema of `status`. */
export function errorResponse(status: number, description?: string): SchemaObject {
  return {
    description: description ?? `Error, status ${status}`,
    content: { 'application/json': { schema: ref(errorSchemaName(status)) } },
  };
}

/** A response whose body is the generic envelope, for errors the document gives no codes for. */
export function envelopeResponse(description: string, whatIsNotShown?: string): SchemaObject {
  const response = { description, content: { 'application/json': { schema: ref('ErrorEnvelope') } } };
  return whatIsNotShown === undefined ? response : notShown(whatIsNotShown, response);
}
