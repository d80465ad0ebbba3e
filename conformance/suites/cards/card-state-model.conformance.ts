/**
 * 3.3 and 7.3 as a model: any sequence of freeze, unfreeze, close, other state requests and other mutations, each
 * answered and read back as the table predicts, and the sequences that matter most as fixed examples.
 */
import fc from 'fast-check';
import { conformanceTest, describeArea, type TestKit } from '../../support/index.ts';
import { createApprovedCardholder, issueActiveCard, type Cardholder } from './support/card-setup.ts';
import {
  cardCommands,
  clausesOfSequence,
  OtherMutation,
  RequestState,
  type CardModel,
  type CardReal,
} from './support/card-model.ts';

const freeze = () => new RequestState('FROZEN');
const unfreeze = () => new RequestState('ACTIVE');
const close = () => new RequestState('CLOSED');

/** Sequences every deployment must get right, each from a new ACTIVE card. */
const fixedSequences: readonly {
  readonly name: string;
  readonly commands: readonly (RequestState | OtherMutation)[];
}[] = [
  { name: 'freeze, unfreeze, close (ACTIVE -> FROZEN -> ACTIVE -> CLOSED)', commands: [freeze(), unfreeze(), close()] },
  { name: 'freeze then close (FROZEN -> CLOSED)', commands: [freeze(), close()] },
  { name: 'close a CLOSED card (CLOSED -> CLOSED: CARD_ALREADY_CLOSED)', commands: [close(), close()] },
  { name: 'freeze a FROZEN card (FROZEN -> FROZEN: INVALID_STATE_TRANSITION)', commands: [freeze(), freeze()] },
  { name: 'activate an ACTIVE card (ACTIVE -> ACTIVE: INVALID_STATE_TRANSITION)', commands: [unfreeze()] },
  { name: 'unfreeze a CLOSED card', commands: [close(), unfreeze()] },
  { name: 'freeze a CLOSED card', commands: [close(), freeze()] },
  {
    name: 'other mutations of a CLOSED card (CARD_NOT_MUTABLE)',
    commands: [close(), new OtherMutation(0), new OtherMutation(1), new OtherMutation(2)],
  },
  {
    name: 'other mutations of a FROZEN card, then unfreeze',
    commands: [freeze(), new OtherMutation(0), new OtherMutation(1), unfreeze()],
  },
];

/** Runs `commands` against a new card of `holder`, from the ACTIVE state. */
async function runSequence(
  t: TestKit,
  holder: Cardholder,
  commands: Iterable<fc.AsyncCommand<CardModel, CardReal>>,
): Promise<void> {
  const card = await issueActiveCard(t, holder);
  await fc.asyncModelRun(
    (): { model: CardModel; real: CardReal } => ({ model: { state: 'ACTIVE' }, real: { t, card } }),
    commands,
  );
}

describeArea('cards', '3.3, 7.3: the card state machine (model-based)', () => {
  conformanceTest(
    'any sequence of state updates and other mutations is answered and read back as the 3.3 table predicts',
    {
      clauses: [
        '3.3/card-state-values',
        '3.3/active-to-frozen',
        '3.3/frozen-to-active',
        '3.3/active-to-closed',
        '3.3/frozen-to-closed',
        '3.3/closed-to-closed-rejected',
        '3.3/closed-mutation-rejected',
        '3.3/other-transition-rejected',
        '7.3/invalid-state-transition',
        '7.3/card-already-closed',
        '7.3/card-not-mutable',
      ],
      tags: ['sandbox-only'],
      timeoutMs: 300_000,
    },
    async (t) => {
      const holder = await createApprovedCardholder(t);
      await t.property([cardCommands], (commands) => runSequence(t, holder, commands), { independentRuns: true });
    },
  );

  for (const sequence of fixedSequences) {
    conformanceTest(
      `fixed: ${sequence.name}`,
      { clauses: clausesOfSequence(sequence.commands), tags: ['sandbox-only'] },
      async (t) => {
        await runSequence(t, await createApprovedCardholder(t), sequence.commands);
      },
    );
  }
});
