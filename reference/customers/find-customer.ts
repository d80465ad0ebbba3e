import { rowById, type ReferenceData } from '../store/data.ts';
import type { CustomerRecord } from './customer-record.ts';
import { customerNotFound } from './customer-rules.ts';

/** The customer with this id, deleted ones included (they answer with `isDeleted: true`); 404 when there is none. */
export function findCustomer(data: ReferenceData, id: string): CustomerRecord {
  const record = rowById(data.customers, id);
  if (!record) throw customerNotFound();
  return record;
}
