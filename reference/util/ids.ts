import { randomUUID } from 'node:crypto';

/** A resource id of the form `<Prefix>:<uuid>` (part 2.6, "identifier forms seen"). */
export function newId(prefix: string): string {
  return `${prefix}:${randomUUID()}`;
}
