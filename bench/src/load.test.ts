import { describe, expect, it } from 'vitest';
import { countAnswers } from './load';

describe('countAnswers', () => {
  it("counts the route's own status as success, 304 included", () => {
    expect(countAnswers({ '304': { count: 900 }, '200': { count: 3 } }, 304)).toEqual({
      expected: 900,
      other: 3,
    });
    expect(countAnswers({ '200': { count: 50 }, '401': { count: 2 }, '500': { count: 1 } }, 200)).toEqual({
      expected: 50,
      other: 3,
    });
  });

  it('finds no expected answers in an empty run', () => {
    expect(countAnswers(undefined, 200)).toEqual({ expected: 0, other: 0 });
    expect(countAnswers({}, 304)).toEqual({ expected: 0, other: 0 });
  });
});
