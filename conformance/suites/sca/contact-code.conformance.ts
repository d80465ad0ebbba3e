/**
 * Contact verification by one-time code (1). The document says a customer's e-mail and phone are verified by a
 * one-time code where the payment provider mandates it; the operations, bodies and statuses are production's and go
 * through the binding. Asserted: the code sent verifies, a code never sent does not, a code verifies once, nothing
 * verifies before a code is sent, and one contact's code leaves the other's pending code usable. A refusal is the
 * client's mistake: a 4xx with the error envelope (7), never a 500 (7.4).
 */
import type { ApiResponse } from '../../support/index.ts';
import { conformanceTest, describeArea, expect, expectClientErrorRefusal } from '../../support/index.ts';
import { createRegionCustomer } from './support/sca-setup.ts';

const oneTimeCode = '1/contact-verification-one-time-code';

function expectAccepted(res: ApiResponse, what: string): void {
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBeLessThan(300);
}

describeArea('customers', '1: contact verification by one-time code', () => {
  conformanceTest(
    "a customer's e-mail and phone are each verified by the code sent to them, once; no other code, and no code before one is sent",
    { clauses: [oneTimeCode, '7/envelope-required-members'], tags: ['sandbox-only'] },
    async (t) => {
      const customerId = await createRegionCustomer(t, true, 32);
      const confirm = (channel: 'email' | 'phone', code: 'sent' | 'other') =>
        t.binding.confirmContactCode(customerId, channel, code);

      expectClientErrorRefusal(await confirm('phone', 'sent'), 'the sandbox code for a phone no code was sent to');
      for (const channel of ['email', 'phone'] as const) {
        const sent = await t.binding.sendContactCode(customerId, channel);
        expectAccepted(sent, `sending a code to the customer's ${channel}`);
      }
      expectClientErrorRefusal(await confirm('email', 'other'), 'a code that was not sent');
      expectAccepted(await confirm('email', 'sent'), 'the code sent to the e-mail');
      expectClientErrorRefusal(await confirm('email', 'sent'), 'the e-mail code used a second time');
      // The e-mail's verification used its own code: the code sent to the phone is still good, once.
      expectAccepted(await confirm('phone', 'sent'), 'the code sent to the phone, after the e-mail was verified');
      expectClientErrorRefusal(await confirm('phone', 'sent'), 'the phone code used a second time');
    },
  );
});
