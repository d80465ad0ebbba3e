import { describe, expect, it } from 'vitest';
import { withoutTrailingSlash } from './url-normaliser.ts';

describe('withoutTrailingSlash', () => {
  it('drops every trailing slash and keeps the rest as given', () => {
    expect(withoutTrailingSlash('https://api.example.test/2025-10-13//')).toBe('https://api.example.test/2025-10-13');
    expect(withoutTrailingSlash('https://api.example.test/2025-10-13')).toBe('https://api.example.test/2025-10-13');
    expect(withoutTrailingSlash('/a//b/')).toBe('/a//b');
    expect(withoutTrailingSlash('/')).toBe('');
    expect(withoutTrailingSlash('')).toBe('');
  });
});
