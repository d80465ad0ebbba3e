import { apiVersion } from '../../../spec/enums.ts';
import { conformanceTest, describeArea, expect } from '../../support/index.ts';

describeArea('versioning', 'Part 9: the version is a date segment of the base address', () => {
  conformanceTest(
    'the base URL ends in the version segment and the interface answers under it',
    { clauses: ['9/version-segment'] },
    async (t) => {
      const segments = new URL(t.run.baseUrl).pathname.split('/').filter((s) => s !== '');
      expect(segments.at(-1), `the base URL's last path segment is the version ${apiVersion}`).toBe(apiVersion);
      const res = await t.api.call('getEndUserTerms');
      expect(res.status, 'a documented operation is served under the versioned base URL').toBe(200);
      // The interface answers there, not a page answering every path alike: the call without credentials is refused.
      const without = await t.api.call('getEndUserTerms', { auth: 'none' });
      expect(
        without.status,
        'the same operation without credentials is refused with 401 under the versioned base URL',
      ).toBe(401);
    },
  );
});
