/** Wrong sandbox suffix outcomes, made from the documented tables of `spec/sandbox.ts`. */
import { rowForValue, type SuffixTable } from '../../spec/sandbox.ts';

/**
 * The table with the row of `suffix` answering the outcome of the row a value ending in `donor` falls in (one row
 * of the table wrong, every other row as documented). `suffix` `'other'` changes the row for any other ending.
 */
export function answersAs<O>(table: SuffixTable<O>, suffix: string, donor: string): SuffixTable<O> {
  const outcome = rowForValue(table, donor).outcome;
  if (suffix === 'other') {
    return { ...table, rows: table.rows.map((row) => (row.suffixes === 'other' ? { ...row, outcome } : row)) };
  }
  // The first row listing a suffix wins (`rowForSuffix`), so a row put first overrides the documented one.
  return { ...table, rows: [{ suffixes: [suffix], outcome, clauses: [] }, ...table.rows] };
}
