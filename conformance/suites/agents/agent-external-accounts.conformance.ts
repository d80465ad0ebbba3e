import { conformanceTest, describeArea, expect, expectErrorEnvelope, expectSchema } from '../../support/index.ts';
import type { ApiResponse, AuthMode, ClauseId, TestKit } from '../../support/index.ts';
import { mapAtOnce, requestsAtOnce } from '../../support/at-once.ts';
import { attribute } from '../../support/attribution.ts';
import { agentExternalAccountPermission } from '../../../spec/enums.ts';
import { createBodyArb, fiatCreateBodyArb, type Body } from '../../generators/external-accounts-bodies.ts';
import { invalidFiatFieldSetArb, withInvalidFields } from '../../generators/external-accounts-invalid.ts';
import { createCustomer, drawn, isSuccess, refOf } from '../../support/external-account-setup.ts';
import { chainKeeping, everyOf } from '../../properties/fixed-examples.ts';

/** The two `accountInfo` forms 4.1 shows, a body of each on every run. */
const agentShownBodyArb = chainKeeping(everyOf(['USD_ACCOUNT', 'SPARK_WALLET'] as const), createBodyArb);

/** A permission of production's policy other than the one 4.1 requires (set-up only). */
const otherPermission = 'VIEW_TRANSACTIONS';

interface Agent {
  readonly customerId: string;
  readonly token: string;
}

/** A fresh customer and an agent for it whose policy grants `permissions`, with its redeemed access token. */
async function agentFor(t: TestKit, permissions: readonly string[], offset = 0): Promise<Agent> {
  const customerId = await createCustomer(t, offset);
  const token = await t.setup('create an agent and redeem its device code', async () => {
    const { deviceCode } = await t.binding.createAgent({ customerId, permissions });
    return (await t.binding.redeemDeviceCode(deviceCode)).accessToken;
  });
  return { customerId, token };
}

function postAsAgent(t: TestKit, agent: Agent, body: Body): Promise<ApiResponse> {
  return t.api.call('agentCreateExternalAccount', { json: body, auth: { bearer: agent.token } });
}

/** The identifier of a generated body, to find the account it would have created. */
function identifierOf(body: Body): unknown {
  const info = body['accountInfo'] as Body;
  return info['accountNumber'] ?? info['address'];
}

/** Whether the customer has an account with this body's identifier. */
async function customerHolds(t: TestKit, customerId: string, body: Body): Promise<boolean> {
  const accounts = await t.setup("list the customer's accounts", () =>
    t.binding.listCustomerExternalAccounts(customerId),
  );
  const wanted = identifierOf(body);
  return accounts.some((a) => {
    const info = a['accountInfo'] as Body | undefined;
    return (info?.['accountNumber'] ?? info?.['address']) === wanted;
  });
}

describeArea('agents', '4.1: POST /agents/me/external-accounts', () => {
  conformanceTest(
    'the agent registers a US bank account for its own customer: 201 with the ExternalAccount, customerId inferred',
    {
      clauses: [
        '4.1/agent-create-201',
        '4.1/agent-customer-inferred',
        '4.1/agent-usd-account-accepted',
        '5/agent-auth-on-agent-endpoints',
      ],
    },
    async (t) => {
      await t.property(
        [createBodyArb('USD_ACCOUNT')],
        async (body) => {
          const agent = await agentFor(t, [agentExternalAccountPermission]);
          const res = await postAsAgent(t, agent, body);
          // Another success status breaks the 201 only; a 401 refuses the token; a 409 finds the account already held,
          // though this agent's customer is new: it was created for another owner (4.1: for the agent's customer);
          // anything else refuses the account.
          const breaks: readonly ClauseId[] =
            res.status >= 200 && res.status <= 299
              ? ['4.1/agent-create-201']
              : res.status === 401
                ? ['4.1/agent-create-201', '5/agent-auth-on-agent-endpoints']
                : res.status === 409
                  ? ['4.1/agent-create-201', '4.1/agent-customer-inferred']
                  : ['4.1/agent-create-201', '4.1/agent-usd-account-accepted'];
          attribute(breaks, () =>
            expect(res.status, `the agent's create answers 201 (body: ${res.text.slice(0, 300)})`).toBe(201),
          );
          attribute(['4.1/agent-create-201'], () => expectSchema(res.json, 'ExternalAccount'));
          const account = res.json as Body;
          attribute(['4.1/agent-customer-inferred'], () =>
            expect(account['customerId'], "the account belongs to the agent's customer").toBe(agent.customerId),
          );
          const stored = await t.setup('read the account back', () => t.binding.getExternalAccount(refOf(account)));
          attribute(['4.1/agent-customer-inferred'], () =>
            expect(stored['customerId'], "the stored account belongs to the agent's customer").toBe(agent.customerId),
          );
        },
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    'a Spark wallet with an address is a valid accountInfo for the agent',
    { clauses: ['4.1/agent-spark-wallet-accepted'] },
    async (t) => {
      await t.property(
        [createBodyArb('SPARK_WALLET')],
        async (body) => {
          const agent = await agentFor(t, [agentExternalAccountPermission]);
          const res = await postAsAgent(t, agent, body);
          expect(res.status, `the Spark wallet is accepted with 201 (body: ${res.text.slice(0, 300)})`).toBe(201);
        },
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    'creating an external account that already exists answers 409',
    { clauses: ['4.1/agent-already-exists-409', '7.3/external-account-exists-409'] },
    async (t) => {
      await t.property(
        [agentShownBodyArb],
        async (body) => {
          const agent = await agentFor(t, [agentExternalAccountPermission]);
          const first = await postAsAgent(t, agent, body);
          await t.setup('create the account a first time', async () => {
            if (!isSuccess(first))
              throw new Error(`the first create answered ${first.status}: ${first.text.slice(0, 300)}`);
          });
          expectErrorEnvelope(await postAsAgent(t, agent, body), 409);
        },
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    'an agent whose policy lacks MANAGE_EXTERNAL_ACCOUNTS creates nothing',
    { clauses: ['4.1/agent-permission-required'] },
    async (t) => {
      const agent = await agentFor(t, [otherPermission]);
      await t.property(
        [agentShownBodyArb],
        async (body) => {
          const res = await postAsAgent(t, agent, body);
          // The document does not show the status of this refusal (7.5): only that it is no success.
          expect(isSuccess(res), `the create is refused (HTTP ${res.status})`).toBe(false);
          expect(await customerHolds(t, agent.customerId, body), 'no account was created').toBe(false);
          // A refused create adds nothing, so runs at once read what they would one by one; an account one wrongly
          // created is read back by its own run.
        },
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    'the call without agent credentials answers 401: no token, an unknown token, platform Basic credentials',
    { clauses: ['4.1/agent-credentials-required', '5/agent-endpoints-require-agent-auth'] },
    async (t) => {
      const agent = await agentFor(t, [agentExternalAccountPermission]);
      const body = drawn(t, createBodyArb('USD_ACCOUNT'), 1);
      const unknownToken = `${agent.token.slice(0, -4)}${agent.token.slice(-4) === 'zzzz' ? 'yyyy' : 'zzzz'}`;
      const attempts: readonly { label: string; clauses: readonly ClauseId[]; auth: AuthMode }[] = [
        { label: 'no credentials', clauses: ['4.1/agent-credentials-required'], auth: 'none' as const },
        { label: 'an unknown token', clauses: ['4.1/agent-credentials-required'], auth: { bearer: unknownToken } },
        {
          label: 'platform Basic credentials',
          clauses: ['5/agent-endpoints-require-agent-auth'],
          auth: 'platform' as const,
        },
      ];
      // Each refused, creating nothing: at once.
      const answers = await mapAtOnce(attempts, requestsAtOnce(t), (attempt) =>
        t.api.call('agentCreateExternalAccount', { json: body, auth: attempt.auth }),
      );
      attempts.forEach((attempt, i) => {
        const res = answers[i]!;
        attribute(attempt.clauses, () => expect(res.status, `${attempt.label}: 401`).toBe(401));
        expectErrorEnvelope(res, 401);
      });
      expect(await customerHolds(t, agent.customerId, body), 'no account was created').toBe(false);
    },
  );

  conformanceTest(
    'an invalid ExternalAccountCreateRequest answers 400',
    { clauses: ['4.1/agent-invalid-body-400'] },
    async (t) => {
      const agent = await agentFor(t, [agentExternalAccountPermission]);
      await t.property(
        [fiatCreateBodyArb, invalidFiatFieldSetArb],
        async (body, invalid) => {
          const res = await postAsAgent(t, agent, withInvalidFields(body, invalid));
          expectErrorEnvelope(res, 400);
          // A refused create changes nothing: the runs share no state.
        },
        { independentRuns: true },
      );
    },
  );
});

describeArea('agents', "1: agent operations act for the agent's customer", () => {
  conformanceTest(
    'a body naming another customer never creates an account for that customer',
    { clauses: ['1/agent-requests-act-for-agent-customer'] },
    async (t) => {
      const agent = await agentFor(t, [agentExternalAccountPermission]);
      const otherCustomerId = await createCustomer(t, 1);
      await t.property(
        [createBodyArb('USD_ACCOUNT')],
        async (body) => {
          const res = await postAsAgent(t, agent, { ...body, customerId: otherCustomerId });
          if (isSuccess(res)) {
            expect((res.json as Body)['customerId'], "an account created is the agent's customer's").toBe(
              agent.customerId,
            );
          }
          expect(await customerHolds(t, otherCustomerId, body), 'the other customer has no such account').toBe(false);
          // What one run creates is the agent's customer's, never read by another run: runs at once.
        },
        { independentRuns: true },
      );
    },
  );
});
