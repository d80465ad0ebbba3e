import type { ApiResponse, TestKit } from '../support/index.ts';

/**
 * The rate limit's figures are not shown (8), so a test re-issues up to this many challenges in a row looking for the
 * 429; a limit above it is not seen.
 */
export const maxReissues = 30;

/**
 * Re-issues the challenge of credential `credentialId` until an answer is 429 (4.2 OTP rule 4), at most `maxReissues`
 * times, seeing every 429 itself (no automatic retry). Returns the 429, if one came, and the answers before it.
 */
export async function reissueUntilLimited(
  t: TestKit,
  credentialId: string,
): Promise<{ limited?: ApiResponse; before: ApiResponse[] }> {
  const before: ApiResponse[] = [];
  for (let i = 0; i < maxReissues; i += 1) {
    const res = await t.api.call('challengeAuthCredential', { params: { id: credentialId }, retryOn429: false });
    if (res.status === 429) return { limited: res, before };
    before.push(res);
  }
  return { before };
}
