/** Variants of the rules' figures where the document gives them as "about": the sandbox delays of 4.5 and 8. */
import { documentRules } from '../../reference/rules.ts';
import type { Variant } from './variant.ts';

const delays = documentRules.sandboxDelaysMs;
const withDelays = (change: Partial<typeof delays>) => ({ sandboxDelaysMs: { ...delays, ...change } });

const accountSuffixWording = {
  part: '4.5, 8',
  wording: '`005` | Stays pending about 30 seconds, then fails / Sandbox delays | about 30 seconds (suffix `005`)',
};

export const ruleVariants: readonly Variant[] = [
  {
    id: 'account-suffix-005-fails-sooner',
    freedom: 'an account ending `005` stays pending 27 seconds, then fails ("about 30 seconds")',
    leftOpenBy: accountSuffixWording,
    seam: 'rules',
    exclusive: 'account-suffix-005-delay',
    rules: withDelays({ accountSuffix005: 27_000 }),
  },
  {
    id: 'account-suffix-005-fails-later',
    freedom: 'an account ending `005` stays pending 33 seconds, then fails ("about 30 seconds")',
    leftOpenBy: accountSuffixWording,
    seam: 'rules',
    exclusive: 'account-suffix-005-delay',
    rules: withDelays({ accountSuffix005: 33_000 }),
  },
  {
    id: 'quote-suffix-003-completes-later',
    freedom: 'a quote to a destination ending `003` completes after 6.5 minutes ("about 6 minutes")',
    leftOpenBy: {
      part: '4.5, 8',
      wording: '`003` | Completes after about 6 minutes / about 6 minutes (quote suffix `003`)',
    },
    seam: 'rules',
    rules: withDelays({ quoteSuffix003: 390_000 }),
  },
];
