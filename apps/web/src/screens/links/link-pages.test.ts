import { describe, expect, it } from 'vitest';
import { emptyTabMessage, nextCursorOf } from './link-pages';

const page = (...ids: number[]) => ids.map((id) => ({ id }));

describe('nextCursorOf', () => {
  it('is the last id of a page, none after an empty one', () => {
    expect(nextCursorOf(page(9, 8, 5))).toBe(5);
    expect(nextCursorOf([])).toBeUndefined();
  });
});

describe('emptyTabMessage', () => {
  it('says none were found only when no older links wait', () => {
    expect(emptyTabMessage(false)).toBe('Tiada pautan ditemui dalam kategori ini.');
    expect(emptyTabMessage(true)).toMatch(/Muat Lagi/);
  });
});
