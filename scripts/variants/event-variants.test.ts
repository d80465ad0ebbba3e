import { describe, expect, it } from 'vitest';
import { lastArrivedFirst } from './event-variants.ts';

describe('lastArrivedFirst', () => {
  it('forwards the deliveries held together last arrived first, each answered with its own status', async () => {
    const deliver = lastArrivedFirst(50);
    const forwarded: string[] = [];
    const forward = (name: string, status: number) => async () => {
      forwarded.push(name);
      return status;
    };
    const answers = Promise.all([deliver(forward('a', 200)), deliver(forward('b', 202)), deliver(forward('c', 500))]);
    expect(forwarded).toEqual([]);
    expect(await answers).toEqual([200, 202, 500]);
    expect(forwarded).toEqual(['c', 'b', 'a']);
  });

  it('starts a new hold for a delivery arriving once the last one was let go', async () => {
    const deliver = lastArrivedFirst(20);
    const forwarded: string[] = [];
    const forward = (name: string) => async () => {
      forwarded.push(name);
      return 200;
    };
    await deliver(forward('first'));
    await Promise.all([deliver(forward('second')), deliver(forward('third'))]);
    expect(forwarded).toEqual(['first', 'third', 'second']);
  });
});
