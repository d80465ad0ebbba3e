/** Deviants of the error envelope and field errors (part 7, 2.4). */
import { documentRules } from '../../reference/rules.ts';
import type { Deviant } from './deviant.ts';
import { rowsOf } from './seams/index.ts';
import { familyOf } from './deviant.ts';

/** The envelope clauses are cited by nearly every file; these two answer errors of every kind quickly. */
const envelopeSuites = ['errors/field-errors.conformance.ts', 'auth/basic-auth.conformance.ts'];

const withoutMember = (member: string) => ({
  errorEnvelopeMembers: documentRules.errorEnvelopeMembers.filter((m) => m !== member),
});

export const deviants: Deviant[] = [
  ...familyOf('errors', [
    {
      id: 'envelope-without-code',
      breaks: '7/envelope-required-members',
      description: 'error bodies leave out `code`',
      areas: ['errors'],
      suites: envelopeSuites,
      rules: withoutMember('code'),
    },
    {
      id: 'envelope-without-message',
      breaks: '7/envelope-required-members',
      description: 'error bodies leave out `message`',
      areas: ['errors'],
      suites: envelopeSuites,
      rules: withoutMember('message'),
    },
    {
      id: 'envelope-without-status',
      breaks: '7/envelope-required-members',
      description: 'error bodies leave out `status`',
      areas: ['errors'],
      suites: envelopeSuites,
      rules: withoutMember('status'),
    },
    {
      id: 'field-errors-first-only',
      breaks: '7/field-errors-list-every-invalid-field',
      description: 'a 400 lists only the first invalid field',
      areas: ['errors'],
      rules: { fieldErrorsListed: (found) => found.slice(0, 1) },
    },
    {
      id: 'field-errors-last-dropped',
      breaks: '7/field-errors-list-every-invalid-field',
      description: 'a 400 with several invalid fields leaves the last one out',
      areas: ['errors'],
      rules: { fieldErrorsListed: (found) => (found.length > 1 ? found.slice(0, -1) : found) },
    },
    {
      id: 'field-errors-leaf-names',
      breaks: '2.4/field-error-path-dot-notation',
      description: 'field errors name a nested field by its last segment instead of its dot path',
      areas: ['errors'],
      rules: { fieldErrorsListed: (found) => found.map((e) => ({ ...e, field: e.field.split('.').pop() ?? e.field })) },
    },
    // (`message` is optional in 2.4: leaving it out breaks nothing, so no deviant does.)
    {
      id: 'field-errors-message-not-string',
      breaks: '2.4/field-error-shape',
      description: 'field errors carry `message` as an object instead of a string',
      areas: ['errors'],
      rules: {
        fieldErrorsListed: (found) =>
          found.map((e) => ({ ...e, message: { text: e.message } }) as unknown as (typeof found)[number]),
      },
    },
  ]),
  ...rowsOf('errors'),
];
