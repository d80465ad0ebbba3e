/** Production's operations of cards: method, path and response bodies by status (production facts). */
import type { ProductionOperation } from '../operation.ts';

export const cardsOperations: Readonly<Record<string, ProductionOperation>> = {
  createCard: {
    method: 'post',
    path: '/cards',
    responses: {
      '201': { $ref: '#/components/schemas/Card' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
      '501': { $ref: '#/components/schemas/Error501' },
    },
  },
  getCardById: {
    method: 'get',
    path: '/cards/{id}',
    responses: {
      '200': { $ref: '#/components/schemas/Card' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
      '501': { $ref: '#/components/schemas/Error501' },
    },
  },
  listCards: {
    method: 'get',
    path: '/cards',
    responses: {
      '200': { $ref: '#/components/schemas/CardListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
      '501': { $ref: '#/components/schemas/Error501' },
    },
  },
  revealCard: {
    method: 'post',
    path: '/cards/{id}/reveal',
    responses: {
      '200': { $ref: '#/components/schemas/CardRevealResponse' },
      '401': { $ref: '#/components/schemas/Error401' },
      '403': { $ref: '#/components/schemas/Error403' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
      '501': { $ref: '#/components/schemas/Error501' },
    },
  },
  updateCardById: {
    method: 'patch',
    path: '/cards/{id}',
    responses: {
      '200': { $ref: '#/components/schemas/Card' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
      '501': { $ref: '#/components/schemas/Error501' },
    },
  },
};
