import { validateSchema } from '../../spec/schemas.ts';
import type { AppDeps } from '../http/app-deps.ts';
import { invalidInput, type FieldError } from '../http/api-error.ts';
import type { CustomerRecord } from './customer-record.ts';
import { insertCustomer } from './create-customer.ts';
import { findCustomer } from './find-customer.ts';
import { applyCustomerUpdate } from './update-customer.ts';

/** The violations of `body` against a named schema of `spec/schemas.ts`, as field errors. */
function schemaErrors(schema: string, body: unknown): FieldError[] {
  return validateSchema(schema, body).map((violation) => ({ ...violation }));
}

/** `POST /customers`: validates the body (400 lists every invalid field), then creates the customer in one commit. */
export async function createCustomer(deps: AppDeps, body: Record<string, unknown>): Promise<CustomerRecord> {
  const errors = schemaErrors('CustomerCreateRequest', body);
  if (errors.length > 0) throw invalidInput('The request body has invalid fields.', errors);
  return deps.store.transact((draft) => insertCustomer(draft, body, { now: deps.clock.now(), config: deps.config }));
}

/** `PATCH /customers/{customerId}`: validates the body, then updates the customer in one commit. */
export async function updateCustomer(deps: AppDeps, id: string, body: Record<string, unknown>): Promise<CustomerRecord> {
  const errors = schemaErrors('CustomerUpdateRequest', body);
  return deps.store.transact((draft) =>
    applyCustomerUpdate(draft, id, body, { now: deps.clock.now(), config: deps.config, schemaErrors: errors }),
  );
}

/** `GET /customers/{customerId}`. */
export async function getCustomer(deps: AppDeps, id: string): Promise<CustomerRecord> {
  return deps.store.read((data) => findCustomer(data, id));
}
