import { describe, expect, it } from 'vitest';
import { median, medianItem, ratio } from './stats';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores missing figures and is NaN for none', () => {
    expect(median([Number.NaN, 5, 7, Number.NaN, 6])).toBe(6);
    expect(median([])).toBeNaN();
  });
});

describe('ratio', () => {
  it('divides the portal by the baseline', () => {
    expect(ratio(700, 1000)).toBeCloseTo(0.7);
  });

  it('is NaN when the baseline is zero or a figure is missing', () => {
    expect(ratio(5, 0)).toBeNaN();
    expect(ratio(Number.NaN, 5)).toBeNaN();
  });
});

describe('medianItem', () => {
  it('returns the whole run whose key is in the middle', () => {
    const runs = [
      { score: 90, fcp: 1 },
      { score: 70, fcp: 3 },
      { score: 80, fcp: 2 },
    ];
    expect(medianItem(runs, (run) => run.score)).toEqual({ score: 80, fcp: 2 });
    expect(medianItem([], (run: { score: number }) => run.score)).toBeUndefined();
  });
});
