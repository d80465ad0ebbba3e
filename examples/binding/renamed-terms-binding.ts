/**
 * An example binding, for a deployment whose end-user terms answer names its members `termsUrl` and `termsVersion`
 * (the interface document says the answer returns the URL and the version, and names neither). Everything else is as
 * in production, so the binding spreads the defaults and replaces one method. See docs/binding.md.
 *
 * Run with: payments-conformance run --binding examples/binding/renamed-terms-binding.ts ...
 */
import type { ApiResponse } from '../../conformance/http/client.ts';
import type { Binding, UserBindingContext } from '../../conformance/binding/binding.ts';

export function createBinding(ctx: UserBindingContext): Binding {
  return {
    ...ctx.defaults,
    endUserTermsOf(response: ApiResponse) {
      const body = response.json as { termsUrl?: unknown; termsVersion?: unknown } | undefined;
      // Throwing is how a binding says "this deployment's answer is not what I expected": the test ends as an error
      // (no verdict), with this message, never as a failed clause.
      if (typeof body?.termsUrl !== 'string' || typeof body.termsVersion !== 'string') {
        throw new Error(
          `the end-user terms answer (HTTP ${response.status}) has no string "termsUrl" and "termsVersion"`,
        );
      }
      return { url: body.termsUrl, version: body.termsVersion };
    },
  };
}
