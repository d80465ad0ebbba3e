/** Wire variants that give in another order what the document gives in none: members, list entries, listed problems. */
import { isJsonObject, mapArraysNamed, mapObjects, rewriteJsonAnswers, type Json } from './json-answers.ts';
import type { Variant } from './variant.ts';

const reversed = (items: Json[]): Json[] => [...items].reverse();

/** The entries of every array under `member`, last first (a one-entry list is left as it is, there is no other order). */
const reverseArraysNamed =
  (member: string, where: (body: Json) => boolean = () => true) =>
  () => [rewriteJsonAnswers((body) => (where(body) ? mapArraysNamed(body, member, reversed) : body))];

export const orderVariants: readonly Variant[] = [
  {
    id: 'members-in-other-order',
    freedom: 'every object of every answer gives its members in reverse order',
    leftOpenBy: { part: '1', wording: 'All request and response bodies are JSON unless stated' },
    seam: 'wire',
    wire: () => [
      rewriteJsonAnswers((body) => mapObjects(body, (object) => Object.fromEntries(Object.entries(object).reverse()))),
    ],
  },
  {
    id: 'credential-list-other-order',
    freedom: 'lists (`data`) give their entries in another order (last created first)',
    leftOpenBy: {
      part: '4.2',
      wording:
        '`GET /auth/credentials?accountId=<internal_account_id>` | query `accountId` | 200 `{ data: [AuthMethod...] }`; not paginated',
    },
    seam: 'wire',
    wire: reverseArraysNamed('data'),
  },
  {
    id: 'field-errors-other-order',
    freedom: 'a 400 lists its invalid fields in another order (last found first)',
    leftOpenBy: {
      part: '7',
      wording: '`details.errors` is an array of `FieldError` listing every invalid field in one response',
    },
    seam: 'wire',
    wire: () => [
      rewriteJsonAnswers((body) => {
        if (!isJsonObject(body) || !isJsonObject(body['details'])) return body;
        const details = body['details'];
        return Array.isArray(details['errors'])
          ? { ...body, details: { ...details, errors: reversed(details['errors']) } }
          : body;
      }),
    ],
  },
  {
    id: 'verification-problems-other-order',
    freedom: 'a verification result lists its problems (`errors[]`) and accepted document types in another order',
    leftOpenBy: {
      part: '3.2, 2.6',
      wording:
        'first `POST /verifications` with missing data returns `verificationStatus` `RESOLVE_ERRORS` listing every missing field and identity document / `acceptedDocumentTypes` (array, values include `PASSPORT`, `DRIVERS_LICENSE`, `NATIONAL_ID`)',
    },
    seam: 'wire',
    wire: () => [
      rewriteJsonAnswers((body) => {
        if (!isJsonObject(body) || typeof body['verificationStatus'] !== 'string') return body;
        return mapArraysNamed(mapArraysNamed(body, 'errors', reversed), 'acceptedDocumentTypes', reversed);
      }),
    ],
  },
];
