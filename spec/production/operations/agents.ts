/** Production's operations of agent management: method, path and response bodies by status (production facts). */
import type { ProductionOperation } from '../operation.ts';

export const agentsOperations: Readonly<Record<string, ProductionOperation>> = {
  approveAgentAction: {
    method: 'post',
    path: '/agents/{agentId}/actions/{actionId}/approve',
    responses: {
      '200': { $ref: '#/components/schemas/AgentAction' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  createAgent: {
    method: 'post',
    path: '/agents',
    responses: {
      '201': { $ref: '#/components/schemas/AgentCreateResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  deleteAgent: {
    method: 'delete',
    path: '/agents/{agentId}',
    responses: {
      '204': null,
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getAgentById: {
    method: 'get',
    path: '/agents/{agentId}',
    responses: {
      '200': { $ref: '#/components/schemas/Agent' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getAgentDeviceCodeStatus: {
    method: 'get',
    path: '/agents/device-codes/{code}/status',
    responses: {
      '200': { $ref: '#/components/schemas/AgentDeviceCodeStatusResponse' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listAgentApprovals: {
    method: 'get',
    path: '/agents/approvals',
    responses: {
      '200': { $ref: '#/components/schemas/AgentActionListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listAgents: {
    method: 'get',
    path: '/agents',
    responses: {
      '200': { $ref: '#/components/schemas/AgentListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  redeemAgentDeviceCode: {
    method: 'post',
    path: '/agents/device-codes/{code}/redeem',
    responses: {
      '200': { $ref: '#/components/schemas/AgentDeviceCodeRedeemResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  regenerateAgentDeviceCode: {
    method: 'post',
    path: '/agents/{agentId}/device-codes',
    responses: {
      '201': { $ref: '#/components/schemas/AgentDeviceCode' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  rejectAgentAction: {
    method: 'post',
    path: '/agents/{agentId}/actions/{actionId}/reject',
    responses: {
      '200': { $ref: '#/components/schemas/AgentAction' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  updateAgent: {
    method: 'patch',
    path: '/agents/{agentId}',
    responses: {
      '200': { $ref: '#/components/schemas/Agent' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  updateAgentPolicy: {
    method: 'patch',
    path: '/agents/{agentId}/policy',
    responses: {
      '200': { $ref: '#/components/schemas/Agent' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
