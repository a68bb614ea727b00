import { describe, expect, it } from 'vitest';
import { joinDay, splitMinistry } from './service';

describe('splitMinistry (the BEC split of /members)', () => {
  it('moves a BEC to the BEC column and leaves the ministry empty', () => {
    expect(splitMinistry('ST MARK - DTHO (BEC)')).toEqual({ ministry: '', bec: 'ST MARK - DTHO (BEC)' });
  });

  it('keeps a ministry as the ministry', () => {
    expect(splitMinistry('KOIR (MINISTRI)')).toEqual({ ministry: 'KOIR (MINISTRI)', bec: '' });
    expect(splitMinistry('Umum')).toEqual({ ministry: 'Umum', bec: '' });
  });
});

describe('joinDay', () => {
  it("gives the day in Kuala Lumpur as yyyy-MM-dd, not UTC's", () => {
    expect(joinDay('2026-03-01T16:30:00.000Z')).toBe('2026-03-02');
    expect(joinDay('2026-03-01T15:59:59.000Z')).toBe('2026-03-01');
  });
});
