/**
 * Links between operations, worked out from the paths: a `POST` at a collection path creates what the paths below it
 * address, so its 201 answer's `id` (the created object: a 202 carries a challenge instead) is the next call's identifier parameter (`createCustomer` ->
 * `getCustomerById`, `createQuote` -> `executeQuote`), and the parameters the two paths share pass through. Only a
 * parameter named as an identifier (`id`, `...Id`) is linked to the answer's `id`; one named otherwise (an invitation
 * code) names another member, which the document does not give.
 */
import { httpMethods } from './types.ts';
import type { OperationObject, PathItemObject } from './types.ts';

const parameterPattern = /^\{([^}]+)\}$/;
const isIdentifierName = (name: string): boolean => name === 'id' || name.endsWith('Id');

interface Placed {
  readonly path: string;
  readonly segments: readonly string[];
  readonly operation: OperationObject;
}

/** The links of one creating operation: each operation below its path with exactly one parameter more. */
function linksOf(creator: Placed, all: readonly Placed[]): Record<string, unknown> {
  const links: Record<string, unknown> = {};
  const depth = creator.segments.length;
  for (const next of all) {
    if (next.segments.length <= depth || next.operation === creator.operation) continue;
    if (!creator.segments.every((s, i) => next.segments[i] === s)) continue;
    const created = parameterPattern.exec(next.segments[depth]!)?.[1];
    if (created === undefined || !isIdentifierName(created)) continue;
    const below = next.segments.slice(depth + 1).filter((s) => parameterPattern.test(s));
    if (below.length > 0) continue;
    const shared = creator.segments.flatMap((s) => parameterPattern.exec(s)?.[1] ?? []);
    links[next.operation.operationId] = {
      operationId: next.operation.operationId,
      description: `\`${created}\` is the \`id\` of the created object`,
      parameters: {
        ...Object.fromEntries(shared.map((name) => [name, `$request.path.${name}`])),
        [created]: '$response.body#/id',
      },
    };
  }
  return links;
}

/** The paths with `links` on the 201 answers of every `POST` that creates what other operations address. */
export function withLinks(paths: Record<string, PathItemObject>): Record<string, PathItemObject> {
  const all: Placed[] = Object.entries(paths).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, segments: path.split('/').filter((s) => s !== ''), operation }] : [];
    }),
  );
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => {
      const post = item.post;
      if (post === undefined) return [path, item];
      const links = linksOf({ path, segments: path.split('/').filter((s) => s !== ''), operation: post }, all);
      if (Object.keys(links).length === 0) return [path, item];
      const responses = (post['responses'] ?? {}) as Record<string, Record<string, unknown>>;
      const linked = Object.fromEntries(
        Object.entries(responses).map(([status, response]) => [
          status,
          status === '201' && response['content'] !== undefined
            ? { ...response, links: { ...(response['links'] as object | undefined), ...links } }
            : response,
        ]),
      );
      return [path, { ...item, post: { ...post, responses: linked } }];
    }),
  );
}
