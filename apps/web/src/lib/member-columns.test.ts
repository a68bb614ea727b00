import { BECS, MINISTRIES, REMOVED_MINISTRY } from '@kubm/validators';
import { describe, expect, it } from 'vitest';
import {
  containsQuery,
  EMPTY_CELL,
  memberCells,
  normaliseQuery,
  searchMembers,
  shortPlace,
} from './member-columns';

describe('memberCells', () => {
  it('puts each of the three BECs in the BEC column', () => {
    for (const bec of BECS) {
      expect(memberCells(bec.ministry)).toEqual({ ministri: '-', bec: bec.ministry });
    }
  });

  it('puts every other listed ministry, and Umum, in the Ministri column', () => {
    const becValues: readonly string[] = BECS.map((bec) => bec.ministry);
    for (const ministry of [...MINISTRIES.filter((m) => !becValues.includes(m)), REMOVED_MINISTRY]) {
      expect(memberCells(ministry)).toEqual({ ministri: ministry, bec: '-' });
    }
  });

  it.each([
    ['BEC Taman Melati', 'bec'],
    ['st john paul 2', 'bec'],
    ['St Mark', 'bec'],
    ['ST LUKE - WARDIEBURN', 'bec'],
    ['ST JOHN (MINISTRI)', 'ministri'],
    ['LITURGI (MINISTRI)', 'ministri'],
  ])('reads %j by the text rule, not the list (%s)', (ministry, column) => {
    const cells = memberCells(ministry);
    expect(column === 'bec' ? cells.bec : cells.ministri).toBe(ministry);
    expect(column === 'bec' ? cells.ministri : cells.bec).toBe(EMPTY_CELL);
  });

  it('shows a dash in both columns for a blank ministry', () => {
    expect(memberCells('')).toEqual({ ministri: '-', bec: '-' });
    expect(memberCells('   ')).toEqual({ ministri: '-', bec: '-' });
    expect(memberCells(null)).toEqual({ ministri: '-', bec: '-' });
    expect(memberCells(undefined)).toEqual({ ministri: '-', bec: '-' });
  });

  it('trims the value it shows', () => {
    expect(memberCells('  KOIR (MINISTRI) ')).toEqual({ ministri: 'KOIR (MINISTRI)', bec: '-' });
  });
});

describe('normaliseQuery and containsQuery', () => {
  it('trims and lower-cases', () => {
    expect(normaliseQuery('  Maria ')).toBe('maria');
    expect(normaliseQuery(null)).toBe('');
  });

  it('matches any case as a substring, and everything for an empty query', () => {
    expect(containsQuery('Maria Goretti', 'goret')).toBe(true);
    expect(containsQuery('Maria Goretti', 'xyz')).toBe(false);
    expect(containsQuery(null, 'a')).toBe(false);
    expect(containsQuery(null, '')).toBe(true);
  });
});

describe('searchMembers', () => {
  const members = [
    { id: 1, name: 'Maria Goretti', ministry: 'KOIR (MINISTRI)', role: 'Ketua Ministri' },
    { id: 2, name: 'Yohanes Tan', ministry: 'ST MARK - DTHO (BEC)', role: 'Member' },
    { id: 3, name: 'Ahmad Markus', ministry: 'LITURGI (MINISTRI)', role: 'Setiausaha' },
    { id: 4, name: 'Siti Aminah', ministry: 'Umum', role: 'Ahli Biasa' },
  ];
  const ids = (query: string) => searchMembers(members, query).map((m) => m.id);

  it('returns everyone, in order, for an empty or blank query', () => {
    expect(ids('')).toEqual([1, 2, 3, 4]);
    expect(ids('   ')).toEqual([1, 2, 3, 4]);
  });

  it('matches the name', () => {
    expect(ids('maria')).toEqual([1]);
    expect(ids('  TAN ')).toEqual([2]);
  });

  it('matches the ministry', () => {
    expect(ids('koir')).toEqual([1]);
    expect(ids('(bec)')).toEqual([2]);
    expect(ids('umum')).toEqual([4]);
  });

  it('matches the role', () => {
    expect(ids('setiausaha')).toEqual([3]);
    expect(ids('ahli biasa')).toEqual([4]);
  });

  it('matches across fields as substrings, keeping the list order', () => {
    // 'mark' is in Yohanes's ministry and in Ahmad Markus's name.
    expect(ids('mark')).toEqual([2, 3]);
    expect(ids('ministri')).toEqual([1, 3]);
  });

  it('finds nobody for text in no field', () => {
    expect(ids('zzz')).toEqual([]);
  });

  it('does not change its input', () => {
    const copy = structuredClone(members);
    searchMembers(members, 'maria');
    expect(members).toEqual(copy);
  });
});

describe('shortPlace', () => {
  it('drops the (MINISTRI) suffix, any case, and keeps a BEC whole', () => {
    expect(shortPlace('SUKAN (MINISTRI)')).toBe('SUKAN');
    expect(shortPlace('Warden - Hospitality (ministri)')).toBe('Warden - Hospitality');
    expect(shortPlace('ST MARK - DTHO (BEC)')).toBe('ST MARK - DTHO (BEC)');
    expect(shortPlace('AJK UTAMA')).toBe('AJK UTAMA');
  });
});
