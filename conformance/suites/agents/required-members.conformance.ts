import { agentExternalAccountPermission } from '../../../spec/enums.ts';
import { everyVariantBody, everyVariantSample } from '../../generators/external-accounts-every-variant.ts';
import { conformanceTest, describeArea } from '../../support/index.ts';
import {
  expectEachRequiredMemberRefusedOfAll,
  requiredMemberTestClauses,
} from '../../support/expect-required-members.ts';
import { requestSchemaOf } from '../../support/required-members.ts';
import { createCustomer, drawn } from '../../support/external-account-setup.ts';

const schema = requestSchemaOf('agentCreateExternalAccount');

describeArea('agents', '4.1: every required member of the agent create request, dropped in turn', () => {
  conformanceTest(
    'an agent create without any one required member (of the request, each accountInfo variant, its beneficiary and address) is refused with 400 naming it',
    { clauses: ['4.1/agent-invalid-body-400', ...requiredMemberTestClauses(schema, everyVariantSample())] },
    async (t) => {
      const customerId = await createCustomer(t);
      const token = await t.setup(
        'create an agent allowed to manage external accounts and redeem its device code',
        async () => {
          const { deviceCode } = await t.binding.createAgent({
            customerId,
            permissions: [agentExternalAccountPermission],
          });
          return (await t.binding.redeemDeviceCode(deviceCode)).accessToken;
        },
      );
      // Every variant's dropped members together, as many at once as the run allows.
      await expectEachRequiredMemberRefusedOfAll(
        t,
        schema,
        everyVariantBody((arb, offset) => drawn(t, arb, offset)).map((body) => ({
          body,
          label: `agent ${String((body['accountInfo'] as Record<string, unknown>)['accountType'])}`,
        })),
        (b) => t.api.call('agentCreateExternalAccount', { json: b, auth: { bearer: token } }),
      );
    },
  );
});
