import { describe, expect, it } from 'vitest';
import type { RecordedExchange } from '../http/client.ts';
import { MAX_REPORTED_EXCHANGES, Transcript } from './transcript.ts';

const exchange = (n: number): RecordedExchange => ({
  method: 'GET',
  url: `http://x/${n}`,
  requestHeaders: {},
  durationMs: 0,
  curl: '',
});
const urls = (list: RecordedExchange[]) => list.map((e) => e.url.slice('http://x/'.length));

describe('Transcript', () => {
  it('reports every exchange of a short test', () => {
    const t = new Transcript();
    for (let i = 0; i < 3; i += 1) t.record(exchange(i));
    expect(urls(t.forReport())).toEqual(['0', '1', '2']);
    expect(t.size).toBe(3);
  });

  it('reports the last exchanges of a long test', () => {
    const t = new Transcript();
    for (let i = 0; i < 3_000; i += 1) t.record(exchange(i));
    const shown = urls(t.forReport());
    expect(shown).toHaveLength(MAX_REPORTED_EXCHANGES);
    expect(shown.at(-1)).toBe('2999');
    expect(shown[0]).toBe(String(3_000 - MAX_REPORTED_EXCHANGES));
  });

  it('reports the set-up and the last failing property run, not the runs that passed', () => {
    const t = new Transcript();
    t.record(exchange(0)); // set-up
    t.propertyStarted();
    let n = 1;
    for (let run = 0; run < 30; run += 1) {
      t.runStarted();
      t.record(exchange(n++));
      t.record(exchange(n++));
      if (run === 10 || run === 20) t.runFailed();
    }
    // runs 21..29 passed after the last failure (shrink attempts that did not fail)
    expect(urls(t.forReport())).toEqual(['0', '41', '42']);
  });

  it('still reports an early failing run after thousands of exchanges of runs that passed', () => {
    const t = new Transcript();
    for (let i = 0; i < 60; i += 1) t.record(exchange(i)); // set-up, longer than a report shows
    t.propertyStarted();
    t.runStarted();
    t.record(exchange(60));
    t.runFailed();
    for (let i = 61; i < 5_000; i += 1) {
      t.runStarted();
      t.record(exchange(i));
    }
    const shown = urls(t.forReport());
    expect(shown).toHaveLength(MAX_REPORTED_EXCHANGES);
    expect(shown.at(-1)).toBe('60');
    expect(shown[0]).toBe(String(60 - (MAX_REPORTED_EXCHANGES - 1)));
    expect(t.size).toBe(5_000);
  });

  it('makes the records it reports only, each once, of exchanges kept for later', () => {
    const t = new Transcript();
    const made: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      t.recordLater(() => {
        made.push(i);
        return exchange(i);
      });
    }
    expect(made).toEqual([]);
    expect(t.size).toBe(200);
    const shown = urls(t.forReport());
    expect(shown).toHaveLength(MAX_REPORTED_EXCHANGES);
    expect(made).toEqual(shown.map(Number));
  });
});
