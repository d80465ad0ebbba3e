import { describe, expect, it } from 'vitest';
import { emptyData, setRow, type ReferenceData } from './data.ts';
import { captureData } from './snapshot-capture.ts';

type Tables = Record<string, Record<string, unknown>>;

function dataWith(count: number): ReferenceData {
  const data = emptyData();
  const customers = data.customers as unknown as Record<string, unknown>;
  for (let i = 0; i < count; i += 1) customers[`c${i}`] = { id: `c${i}`, n: i, nested: { list: [i] } };
  setRow(customers, '__proto__', { id: '__proto__' });
  return data;
}

/** Replaces, deletes and adds rows as the store does (rows replaced whole), telling the capture first. */
function change(data: ReferenceData, capture: ReturnType<typeof captureData>, round: number): void {
  const customers = (data as unknown as Tables)['customers']!;
  for (const id of [`c${round}`, `c${round + 2500}`]) {
    capture.before('customers', id, customers[id]);
    setRow(customers, id, { id, n: -1 });
  }
  capture.before('customers', `c${round + 100}`, customers[`c${round + 100}`]);
  delete customers[`c${round + 100}`];
  capture.before('customers', `new${round}`, undefined);
  setRow(customers, `new${round}`, { id: `new${round}` });
}

describe('captureData', () => {
  it('writes the data as it was when captured, whatever changes while it is written, slice after slice', async () => {
    const data = dataWith(5000);
    const expected = JSON.parse(JSON.stringify(data)) as unknown;
    const capture = captureData(data);
    change(data, capture, 0);
    const text = capture.text().then((pieces) => pieces.join(''));
    // Changes between the slices the text is written in.
    for (let round = 1; round < 5; round += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      change(data, capture, round);
    }
    expect(JSON.parse(await text)).toEqual(expected);
    expect(Object.keys(JSON.parse(await text) as Tables)).toEqual(Object.keys(data));
    // The live data did change: the capture did not copy it by luck.
    expect((data as unknown as Tables)['customers']!['c0']).toEqual({ id: 'c0', n: -1 });
  });
});
