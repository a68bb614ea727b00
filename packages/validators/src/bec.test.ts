import { describe, expect, it } from 'vitest';
import { isBecMinistry } from './bec';
import { BECS, MINISTRIES, REMOVED_MINISTRY } from './constants';

describe('isBecMinistry', () => {
  it('recognises the three BECs of the list and no other stored value', () => {
    const becs = MINISTRIES.filter(isBecMinistry);
    expect(becs).toEqual(BECS.map((b) => b.ministry));
    expect(isBecMinistry(REMOVED_MINISTRY)).toBe(false);
  });

  it.each([
    ['bec', true],
    ['BEC Taman Melati', true],
    ['St John Paul 2', true],
    ['ST MARK', true],
    ['st luke - wardieburn', true],
    ['ST JOHN (MINISTRI)', false],
    ['LITURGI (MINISTRI)', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isBecMinistry(text)).toBe(expected);
  });
});
