/**
 * Contact verification (1): a one-time code to the customer's e-mail or phone, only for customers whose payment
 * provider mandates it; others answer 409. Operations and shapes are production's (sandbox code `123456`).
 */
import { sandboxScaCode } from '../../spec/sca.ts';
import { findCustomer } from '../customers/find-customer.ts';
import { toCustomerResponse } from '../customers/customer-record.ts';
import type { AppDeps } from '../http/app-deps.ts';
import { documentedError, invalidInput } from '../http/api-error.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import type { ContactChannel, ContactVerificationRecord } from './sca-records.ts';
import { customerRegion } from './sca-customer.ts';

/** The customer's verification state, created PENDING on first use; 409 when the provider does not mandate it. */
function verificationOf(
  data: ReferenceData,
  customerId: string,
  deps: AppDeps,
  channel: ContactChannel,
): ContactVerificationRecord {
  const customer = findCustomer(data, customerId);
  if (!deps.rules.providerRequiresContactVerification(customerRegion(customer))) {
    throw documentedError('CONFLICT', "Contact verification is not required by this customer's payment provider.");
  }
  const record = rowById(data.contactVerifications, customerId) ?? {
    customerId,
    email: 'PENDING',
    phone: 'PENDING',
    codeSent: [],
  };
  if (record[channel] === 'VERIFIED')
    throw documentedError('CONFLICT', `The customer's ${channel} is already verified.`);
  data.contactVerifications[customerId] = record;
  return data.contactVerifications[customerId]!;
}

export async function sendContactCode(deps: AppDeps, customerId: string, channel: ContactChannel): Promise<void> {
  await deps.store.transact((draft) => {
    const record = verificationOf(draft, customerId, deps, channel);
    if (!record.codeSent.includes(channel)) record.codeSent.push(channel);
  });
}

export async function confirmContactCode(
  deps: AppDeps,
  customerId: string,
  channel: ContactChannel,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return deps.store.transact((draft) => {
    const record = verificationOf(draft, customerId, deps, channel);
    const unsent = deps.rules.contactCodeNeedsSend && !record.codeSent.includes(channel);
    if (unsent || !deps.config.sandbox || body['code'] !== sandboxScaCode) {
      throw invalidInput('The verification code is not valid.', [
        { field: 'code', message: 'no code was sent, or it does not match' },
      ]);
    }
    record.codeSent = record.codeSent.filter((c) => c !== channel);
    record[channel] = 'VERIFIED';
    return {
      ...toCustomerResponse(findCustomer(draft, customerId)),
      contactVerification: { email: record.email, phone: record.phone },
    };
  });
}
