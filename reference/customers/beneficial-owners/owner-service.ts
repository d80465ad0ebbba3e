import type { AppDeps } from '../../http/app-deps.ts';
import { undocumentedError } from '../../http/api-error.ts';
import { rowById } from '../../store/data.ts';
import { insertBeneficialOwner } from './create-owner.ts';
import type { BeneficialOwnerRecord } from './owner-record.ts';
import type { RequestBody } from '../../../spec/keys/index.ts';

/** `POST /beneficial-owners` (the body met its request schema at registration): adds the owner in one commit. */
export async function createBeneficialOwner(
  deps: AppDeps,
  body: RequestBody<'createBeneficialOwner'>,
): Promise<BeneficialOwnerRecord> {
  return deps.store.transact((draft) =>
    insertBeneficialOwner(draft, body, { now: deps.clock.now(), rules: deps.rules, sandbox: deps.config.sandbox }),
  );
}

/** `GET /beneficial-owners/{beneficialOwnerId}`; 404 when there is none. */
export async function getBeneficialOwner(deps: AppDeps, id: string): Promise<BeneficialOwnerRecord> {
  return deps.store.read((data) => {
    const owner = rowById(data.beneficialOwners, id);
    if (!owner) throw undocumentedError('notFound', 'No beneficial owner has this id.');
    return owner;
  });
}
