/**
 * Checks a run's recorded answers against the exported OpenAPI document with the generic check
 * (`openapi-answer-check.ts`), as a tool that reads only the document would:
 *
 *   npm run conformance -- --record-answers reports/answers.jsonl
 *   npx tsx scripts/openapi-answers.ts reports/answers.jsonl
 *
 * Prints the figures and each distinct problem; exits 1 when there is one.
 */
import { readFileSync } from 'node:fs';
import { readAnswerLog } from '../conformance/support/answer-log.ts';
import { OpenApiAnswerCheck } from './openapi-answer-check.ts';
import { exportedDocument } from './openapi-exported-document.ts';

const file = process.argv[2];
if (file === undefined) {
  process.stderr.write('usage: tsx scripts/openapi-answers.ts <answers.jsonl>\n');
  process.exit(2);
}
const check = new OpenApiAnswerCheck(exportedDocument());
const answers = readAnswerLog(readFileSync(file, 'utf8'));
const problems = new Map<string, number>();
for (const answer of answers) for (const p of check.check(answer)) problems.set(p, (problems.get(p) ?? 0) + 1);
const operations = new Set(answers.map((a) => a.operationId)).size;
console.log(`${answers.length} answers of ${operations} operations checked; ${problems.size} distinct problems`);
for (const [problem, count] of problems) console.log(`  x${count} ${problem}`);
process.exitCode = problems.size === 0 ? 0 : 1;
