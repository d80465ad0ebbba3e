/** Production's component schemas of agents, their policies and actions (production facts). */
import type { SchemaObject } from '../../openapi/types.ts';

export const agentsSchemas: Readonly<Record<string, SchemaObject>> = {
  Agent: {
    type: 'object',
    required: ['id', 'name', 'customerId', 'isPaused', 'isConnected', 'policy', 'usage', 'createdAt', 'updatedAt'],
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      customerId: { type: 'string' },
      isPaused: { type: 'boolean' },
      isConnected: { type: 'boolean' },
      policy: { $ref: '#/components/schemas/AgentPolicy' },
      usage: { $ref: '#/components/schemas/AgentUsage' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  AgentAccountRestrictions: {
    type: 'object',
    properties: {
      allowedAccountIds: { type: ['array', 'null'], items: { type: 'string' } },
      accountRules: { type: 'array', items: { $ref: '#/components/schemas/AgentAccountRule' } },
    },
  },
  AgentAccountRule: {
    type: 'object',
    required: ['accountId'],
    properties: {
      accountId: { type: 'string' },
      executionMode: { $ref: '#/components/schemas/AgentExecutionMode' },
      perTransactionLimit: { type: ['integer', 'null'] },
    },
  },
  AgentAction: {
    type: 'object',
    required: ['id', 'agentId', 'customerId', 'platformCustomerId', 'status', 'type', 'createdAt', 'updatedAt'],
    properties: {
      id: { type: 'string' },
      agentId: { type: 'string' },
      customerId: { type: 'string' },
      platformCustomerId: { type: 'string' },
      status: { $ref: '#/components/schemas/AgentActionStatus' },
      type: { $ref: '#/components/schemas/AgentActionType' },
      quote: { allOf: [{ $ref: '#/components/schemas/Quote' }] },
      transferDetails: { allOf: [{ $ref: '#/components/schemas/AgentTransferDetails' }] },
      transaction: { allOf: [{ $ref: '#/components/schemas/TransactionOneOf' }] },
      rejectionReason: { type: 'string' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  AgentActionListResponse: {
    type: 'object',
    required: ['data', 'hasMore'],
    properties: {
      data: { type: 'array', items: { $ref: '#/components/schemas/AgentAction' } },
      hasMore: { type: 'boolean' },
      nextCursor: { type: 'string' },
      totalCount: { type: 'integer' },
    },
  },
  AgentActionStatus: { type: 'string', enum: ['PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'FAILED'] },
  AgentActionType: { type: 'string', enum: ['EXECUTE_QUOTE', 'TRANSFER_OUT', 'TRANSFER_IN'] },
  AgentApprovalThresholds: {
    type: 'object',
    properties: { currency: { type: 'string' }, amount: { type: ['integer', 'null'] } },
  },
  AgentCreateResponse: {
    type: 'object',
    required: ['agent', 'deviceCode'],
    properties: {
      agent: { $ref: '#/components/schemas/Agent' },
      deviceCode: { $ref: '#/components/schemas/AgentDeviceCode' },
    },
  },
  AgentDeviceCode: {
    type: 'object',
    required: ['code', 'agentId', 'expiresAt', 'redeemed'],
    properties: {
      code: { type: 'string' },
      agentId: { type: 'string' },
      expiresAt: { type: 'string', format: 'date-time' },
      redeemed: { type: 'boolean' },
    },
  },
  AgentDeviceCodeRedeemResponse: {
    type: 'object',
    required: ['agentId', 'agentName', 'accessToken', 'policy'],
    properties: {
      agentId: { type: 'string' },
      agentName: { type: 'string' },
      accessToken: { type: 'string' },
      policy: { $ref: '#/components/schemas/AgentPolicy' },
    },
  },
  AgentDeviceCodeStatusResponse: {
    type: 'object',
    required: ['code', 'redeemed'],
    properties: { code: { type: 'string' }, redeemed: { type: 'boolean' } },
  },
  AgentExecutionMode: { type: 'string', enum: ['AUTO', 'APPROVAL_REQUIRED'] },
  AgentListResponse: {
    type: 'object',
    required: ['data', 'hasMore'],
    properties: {
      data: { type: 'array', items: { $ref: '#/components/schemas/Agent' } },
      hasMore: { type: 'boolean' },
      nextCursor: { type: 'string' },
      totalCount: { type: 'integer' },
    },
  },
  AgentPermission: {
    type: 'string',
    enum: ['VIEW_TRANSACTIONS', 'CREATE_TRANSFERS', 'CREATE_QUOTES', 'EXECUTE_QUOTES', 'MANAGE_EXTERNAL_ACCOUNTS'],
  },
  AgentPolicy: {
    type: 'object',
    required: ['permissions', 'defaultExecutionMode', 'spendingLimits'],
    properties: {
      permissions: { type: 'array', items: { $ref: '#/components/schemas/AgentPermission' } },
      defaultExecutionMode: { $ref: '#/components/schemas/AgentExecutionMode' },
      spendingLimits: { $ref: '#/components/schemas/AgentSpendingLimits' },
      accountRestrictions: { $ref: '#/components/schemas/AgentAccountRestrictions' },
      approvalThresholds: { $ref: '#/components/schemas/AgentApprovalThresholds' },
    },
  },
  AgentSpendingLimits: {
    type: 'object',
    required: ['currency', 'perTransactionLimit'],
    properties: {
      currency: { type: 'string' },
      perTransactionLimit: { type: 'integer' },
      dailyLimit: { type: ['integer', 'null'] },
      dailyTransactionLimit: { type: 'integer' },
      monthlyLimit: { type: ['integer', 'null'] },
    },
  },
  AgentTransferDetails: {
    type: 'object',
    required: ['amount', 'currency', 'sourceAccountId', 'destinationAccountId'],
    properties: {
      amount: { type: 'integer', format: 'int64' },
      currency: { type: 'string' },
      sourceAccountId: { type: 'string' },
      destinationAccountId: { type: 'string' },
    },
  },
  AgentUsage: {
    type: 'object',
    required: ['dailyTransactionCount', 'dailySpend', 'monthlySpend'],
    properties: {
      dailyTransactionCount: { type: 'integer' },
      dailySpend: { type: 'integer' },
      dailyResetDate: { type: 'string', format: 'date' },
      monthlySpend: { type: 'integer' },
      monthlyResetMonth: { type: 'string' },
    },
  },
};
