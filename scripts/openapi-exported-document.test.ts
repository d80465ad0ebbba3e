import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { exportedDocument } from './openapi-exported-document.ts';

describe('the exported OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const document = exportedDocument();
    const api = (await SwaggerParser.validate(document as never)) as { openapi?: string };
    expect(api.openapi).toBe('3.1.0');
  });

  it('is refused by the same validation once broken', async () => {
    const document = exportedDocument() as unknown as { paths: Record<string, Record<string, { responses: object }>> };
    document.paths['/customers']!['post']!.responses = { 'not a status': { description: 'x' } };
    await expect(SwaggerParser.validate(document as never)).rejects.toThrow();
  });
});
