import { describe, expect, it } from 'vitest';
import { listOperations, operationById } from './document.ts';
import { withLinks } from './links.ts';

type Link = { operationId: string; parameters: Record<string, string> };
const linksOf = (id: string): Record<string, Link> =>
  ((operationById(id).operation['responses'] as Record<string, { links?: Record<string, Link> }>)['201']?.links ??
    {}) as Record<string, Link>;

describe('links between operations', () => {
  it('lead from a created object to the calls that address it', () => {
    expect(linksOf('createCustomer')['getCustomerById']?.parameters).toEqual({ customerId: '$response.body#/id' });
    expect(linksOf('createQuote')['executeQuote']?.parameters).toEqual({ quoteId: '$response.body#/id' });
    expect(Object.keys(linksOf('createCard')).sort()).toEqual(['getCardById', 'revealCard', 'updateCardById']);
  });

  it('name an operation of the document and fill exactly its path parameters', () => {
    let count = 0;
    for (const { operation } of listOperations()) {
      for (const response of Object.values(operation['responses'] as Record<string, { links?: object }>)) {
        for (const link of Object.values((response.links ?? {}) as Record<string, Link>)) {
          const target = operationById(link.operationId);
          const parameters = [...target.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
          expect(Object.keys(link.parameters).sort(), link.operationId).toEqual(parameters);
          count += 1;
        }
      }
    }
    expect(count).toBeGreaterThanOrEqual(20);
  });

  it('pass shared parameters through, and link no parameter that names no id', () => {
    const paths = withLinks({
      '/s/{sId}/m': { post: { operationId: 'm', summary: '', responses: { '201': { content: {} } } } },
      '/s/{sId}/m/{mId}': { get: { operationId: 'g', summary: '', responses: {} } },
      '/i': { post: { operationId: 'i', summary: '', responses: { '201': { content: {} } } } },
      '/i/{code}': { get: { operationId: 'c', summary: '', responses: {} } },
    });
    const m = (paths['/s/{sId}/m']!.post!['responses'] as Record<string, { links?: Record<string, Link> }>)['201'];
    expect(m?.links?.['g']?.parameters).toEqual({ sId: '$request.path.sId', mId: '$response.body#/id' });
    expect((paths['/i']!.post!['responses'] as Record<string, { links?: object }>)['201']?.links).toBeUndefined();
  });
});
