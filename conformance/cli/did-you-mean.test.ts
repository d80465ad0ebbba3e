import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, nearest } from './did-you-mean.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps as one edit each', () => {
    expect(editDistance('only', 'only')).toBe(0);
    expect(editDistance('onl', 'only')).toBe(1);
    expect(editDistance('onlyy', 'only')).toBe(1);
    expect(editDistance('onxy', 'only')).toBe(1);
    expect(editDistance('olny', 'only')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('nearest', () => {
  const options = ['--only', '--skip', '--seed', '--report-dir', '--base-url'];
  it('names the nearest known word for a slip', () => {
    expect(nearest('--onyl', options)).toBe('--only');
    expect(nearest('--report-dri', options)).toBe('--report-dir');
    expect(nearest('--baseurl', options)).toBe('--base-url');
    expect(nearest('VERSIONING', ['auth', 'versioning'])).toBe('versioning');
  });
  it('names nothing for a word that is no slip of any', () => {
    expect(nearest('--colour', options)).toBeUndefined();
    expect(nearest('x', ['auth'])).toBeUndefined();
    expect(didYouMean('--colour', options)).toBe('');
  });
  it('prefers the closer of two candidates', () => {
    expect(nearest('--sed', ['--seed', '--sd'])).toBe('--seed');
    expect(didYouMean('--sed', ['--skip', '--seed'])).toBe(' (did you mean --seed?)');
  });
});
