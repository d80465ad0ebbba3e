/**
 * Part 5: security schemes, the requirements operations use, and the reusable header parameters of the signed-retry
 * pattern.
 */
import { requestIdHeader, walletSignatureHeader } from '../enums.ts';
import type { SchemaObject, SecurityRequirement } from './types.ts';
import { fromProduction, notShown } from './schemas/common.ts';

export const securitySchemes: Record<string, SchemaObject> = {
  BasicAuth: {
    type: 'http',
    scheme: 'basic',
    description: 'Platform calls: the platform client id as user and the client secret as password',
  },
  AgentAuth: notShown(
    'The header name and value format of AgentAuth, and the device code redemption exchange',
    fromProduction({
      type: 'http',
      scheme: 'bearer',
      description: "Agent operations: the agent's own access token, obtained by redeeming a device code",
    }),
  ),
  WalletSignature: {
    type: 'apiKey',
    in: 'header',
    name: walletSignatureHeader,
    description:
      'Signed wallet actions: a stamp over the exact payloadToSign of the 202 challenge. Encoding of the value: not ' +
      'shown beyond being a P-256 signature, made with the session signing key, over the exact payloadToSign.',
  },
};

/** The API default: either platform or agent credentials (5). */
export const defaultSecurity: readonly SecurityRequirement[] = [{ BasicAuth: [] }, { AgentAuth: [] }];
export const platformOnly: readonly SecurityRequirement[] = [{ BasicAuth: [] }];
export const agentOnly: readonly SecurityRequirement[] = [{ AgentAuth: [] }];
/** Signed-retry endpoints: the first call carries platform credentials, the retry adds the wallet signature. */
export const walletSigned: readonly SecurityRequirement[] = [{ BasicAuth: [] }, { BasicAuth: [], WalletSignature: [] }];
/** Device-code redemption authenticates with the code itself. */
export const noAuth: readonly SecurityRequirement[] = [];

export const parameters: Record<string, SchemaObject> = {
  RequestId: {
    name: requestIdHeader,
    in: 'header',
    required: false,
    description: 'The requestId of the 202 signed-retry challenge (or of the passkey challenge), on the retry',
    schema: { type: 'string' },
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description: 'Optional idempotency key (4.2)',
    schema: { type: 'string' },
  },
};

/** `$ref` to a reusable parameter. */
export function parameterRef(name: keyof typeof parameters & string): SchemaObject {
  return { $ref: `#/components/parameters/${name}` };
}
