import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Maria Goretti', 'MG'],
    ['maria goretti', 'MG'],
    ['Ahmad bin Ali', 'AB'],
    ['Yohanes Paulus Kedua', 'YP'],
    ['Stephanie', 'S'],
    ['  John   Doe  ', 'JD'],
    ['élise çava', 'ÉÇ'],
    ['Anak-anak Tuhan', 'AT'],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('is empty without a name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials(null)).toBe('');
    expect(initials(undefined)).toBe('');
  });

  it('never gives more than 2 characters', () => {
    expect(initials('ß straße')).toHaveLength(2);
    expect(Array.from(initials('𝒜lpha 𝒝eta gamma'))).toHaveLength(2);
  });
});
