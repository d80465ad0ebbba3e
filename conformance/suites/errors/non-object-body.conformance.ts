import { listOperations } from '../../../spec/openapi/document.ts';
import { operationPath } from '../../../spec/operations.ts';
import type { OperationId } from '../../../spec/keys/index.ts';
import { mayMoveMoney } from '../../engine/money-guard.ts';
import { mapAtOnce, requestsAtOnce } from '../../support/at-once.ts';
import { conformanceTest, describeArea, expectClientErrorRefusal } from '../../support/index.ts';

/** Every operation whose request body is a JSON object (by its schema), with a made-up value for each path parameter. */
function objectBodyOperations(): { id: OperationId; method: string; path: string }[] {
  return listOperations()
    .filter(({ operation }) => {
      const body = operation['requestBody'] as
        | { content?: Record<string, { schema?: Record<string, unknown> }> }
        | undefined;
      return body?.content?.['application/json']?.schema !== undefined;
    })
    .map(({ method, path, operation }) => {
      const id = operation.operationId as OperationId;
      const params = Object.fromEntries(
        [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [name!, 'conformance-unknown-id']),
      );
      return { id, method: method.toUpperCase(), path: operationPath(id, params) };
    });
}

/** JSON texts that are valid JSON but no object: `null` first, since it is the one most often taken for an object. */
const notObjects: Readonly<Record<string, string>> = {
  'JSON null': 'null',
  'an empty JSON array': '[]',
  'a JSON array holding an object': '[{}]',
  'a JSON string': '"{}"',
  'a JSON number': '0',
  'JSON true': 'true',
};

describeArea('errors', "Part 7: a request body that is JSON but no object is the client's mistake", () => {
  conformanceTest(
    'every operation with a JSON request body refuses null, an array or a scalar with a 4xx error envelope, never a server error',
    { clauses: ['7/envelope-required-members', '7/envelope-status-matches-http', '7/envelope-code-from-table'] },
    async (t) => {
      // Under the production profile the money guard refuses, as set-up errors, bodies it cannot read on operations
      // that may move money: those are left out there, and every other operation is still tried.
      const operations = objectBodyOperations().filter((op) => t.run.profile !== 'production' || !mayMoveMoney(op.id));
      const tries = operations.flatMap((op) => Object.entries(notObjects).map(([what, text]) => ({ op, what, text })));
      // Each try is independent of the others: they go several at once (`support/at-once.ts`).
      await mapAtOnce(tries, requestsAtOnce(t), async ({ op, what, text }) => {
        const res = await t.api.request({
          method: op.method,
          path: op.path,
          operationId: op.id,
          body: text,
          headers: { 'content-type': 'application/json' },
        });
        expectClientErrorRefusal(res, `${op.id} with ${what} as its body`);
      });
    },
  );
});
