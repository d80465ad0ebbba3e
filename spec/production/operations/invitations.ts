/** Production's operations of invitations: method, path and response bodies by status (production facts). */
import type { ProductionOperation } from '../operation.ts';

export const invitationsOperations: Readonly<Record<string, ProductionOperation>> = {
  cancelInvitation: {
    method: 'post',
    path: '/invitations/{invitationCode}/cancel',
    responses: {
      '200': { $ref: '#/components/schemas/UmaInvitation' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '403': { $ref: '#/components/schemas/Error403' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  claimInvitation: {
    method: 'post',
    path: '/invitations/{invitationCode}/claim',
    responses: {
      '200': { $ref: '#/components/schemas/UmaInvitation' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  createInvitation: {
    method: 'post',
    path: '/invitations',
    responses: {
      '201': { $ref: '#/components/schemas/UmaInvitation' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getInvitation: {
    method: 'get',
    path: '/invitations/{invitationCode}',
    responses: {
      '200': { $ref: '#/components/schemas/UmaInvitation' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
