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

describe('captureData: edge cases of the text', () => {
  const customersOf = (data: ReferenceData) => (data as unknown as Tables)['customers']!;

  it('writes data without tables as an empty object', async () => {
    expect((await captureData({} as ReferenceData).text()).join('')).toBe('{}');
  });

  it('writes valid JSON when the rows of a table fill their slices exactly', async () => {
    const data = emptyData();
    for (let i = 0; i < 4000; i += 1) customersOf(data)[`c${i}`] = { id: `c${i}` };
    const expected = JSON.parse(JSON.stringify(data)) as unknown;
    expect(JSON.parse((await captureData(data).text()).join(''))).toEqual(expected);
  });

  it('lets the event loop run between slices, and writes a large table in a few pieces, not row by row', async () => {
    const data = dataWith(5000);
    let turned = false;
    setImmediate(() => (turned = true));
    const pieces = await captureData(data).text();
    expect(turned).toBe(true);
    const customerPieces = pieces.filter((piece) => piece.includes('"id":"c'));
    expect(customerPieces.length).toBeGreaterThan(1);
    expect(customerPieces.length).toBeLessThan(5000 / 100);
  });

  it('keeps the value a row had at the capture when it changes twice, and leaves out a row added and deleted since', async () => {
    const data = dataWith(3);
    const expected = JSON.parse(JSON.stringify(data)) as unknown;
    const capture = captureData(data);
    const customers = customersOf(data);
    for (const name of ['first change', 'second change']) {
      capture.before('customers', 'c1', customers['c1']);
      setRow(customers, 'c1', { id: 'c1', name });
    }
    capture.before('customers', 'added', undefined);
    setRow(customers, 'added', { id: 'added' });
    capture.before('customers', 'added', customers['added']);
    delete customers['added'];
    expect(JSON.parse((await capture.text()).join(''))).toEqual(expected);
  });
});
