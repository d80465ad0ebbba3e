import { describe, expect, it } from 'vitest';
import { missingFields } from './missing-fields.ts';

describe('missingFields', () => {
  it('lists absent, null and blank values at their dot paths, in the order required', () => {
    const record = { fullName: 'Ada', birthDate: null, nationality: '  ', address: { line1: '1 Road', city: '' } };
    expect(
      missingFields(record, [
        'fullName',
        'birthDate',
        'nationality',
        'address.line1',
        'address.city',
        'address.country',
      ]),
    ).toEqual(['birthDate', 'nationality', 'address.city', 'address.country']);
  });

  it('treats a path through a non-object, or an inherited name, as missing', () => {
    expect(missingFields({ address: 'somewhere' }, ['address.line1'])).toEqual(['address.line1']);
    expect(missingFields({ address: ['x'] }, ['address.0'])).toEqual(['address.0']);
    expect(missingFields({}, ['constructor', 'toString'])).toEqual(['constructor', 'toString']);
  });

  it('accepts any present value that is not blank', () => {
    expect(missingFields({ n: 0, b: false, o: {} }, ['n', 'b', 'o'])).toEqual([]);
  });
});
