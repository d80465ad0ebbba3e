/**
 * Reading and revoking delegated signing keys (production). A revocation needs no wallet signature: the service signs
 * it with the custodied key itself. Only an `ACTIVE` key is revoked; another answers 400 (production).
 */
import type { AppDeps } from '../../http/app-deps.ts';
import { invalidInput, undocumentedError } from '../../http/api-error.ts';
import { rowById, type ReferenceData } from '../../store/data.ts';
import { toDelegatedKeyResponse, type DelegatedKeyRecord } from './delegated-key-record.ts';

function findKey(data: ReferenceData, id: string): DelegatedKeyRecord {
  const key = rowById(data.delegatedKeys, id);
  if (key === undefined) throw undocumentedError('notFound', 'No delegated key has this id.');
  return key;
}

export async function getDelegatedKey(deps: AppDeps, id: string): Promise<Record<string, unknown>> {
  return toDelegatedKeyResponse(await deps.store.read((data) => findKey(data, id)));
}

/** The keys of an account, a funding source, or both (at least one filter: production), oldest first. */
export async function listDelegatedKeys(
  deps: AppDeps,
  filters: { readonly accountId?: string; readonly fundingSourceId?: string },
): Promise<{ data: Record<string, unknown>[] }> {
  const { accountId, fundingSourceId } = filters;
  if (accountId === undefined && fundingSourceId === undefined)
    throw invalidInput('Name an accountId, a fundingSourceId, or both.', [
      { field: 'accountId', message: 'is required without fundingSourceId' },
    ]);
  const keys = await deps.store.read((data) =>
    Object.values(data.delegatedKeys)
      .filter((k) => accountId === undefined || k.accountId === accountId)
      .filter((k) => fundingSourceId === undefined || k.fundingSourceId === fundingSourceId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)),
  );
  return { data: keys.map(toDelegatedKeyResponse) };
}

export async function revokeDelegatedKey(deps: AppDeps, id: string): Promise<void> {
  await deps.store.transact((draft) => {
    const key = findKey(draft, id);
    if (key.status !== 'ACTIVE')
      throw invalidInput(`The delegated key is ${key.status}; only an ACTIVE key is revoked.`);
    key.status = 'REVOKED';
    key.updatedAt = deps.clock.now().toISOString();
  });
}
