// The fixed lists of docs/product.md, checked value by value and in order, as spelled there.
import { describe, expect, it } from 'vitest';
import {
  APPOINTED_ROLES,
  BECS,
  DEFAULT_ROLE,
  DEFAULT_TASK_STATUS,
  GROUPING_MINISTRIES,
  isAppointedRole,
  LEADERSHIP_ROLES,
  LIMITS,
  LINK_CATEGORIES,
  MINISTRIES,
  REMOVED_MINISTRY,
  REMOVED_ROLE,
  ROLES,
  STORED_MINISTRIES,
  STORED_ROLES,
  TASK_STATUSES,
} from './constants';

describe('ministry/BEC values', () => {
  it('are the 18 values of the product, in the order the select shows them', () => {
    expect(MINISTRIES).toEqual([
      'AJK UTAMA',
      'KATEKISME (MINISTRI)',
      'LITURGI (MINISTRI)',
      'ST JOHN PAUL 2 - PDRM (BEC)',
      'ST MARK - DTHO (BEC)',
      'BELIA (MINISTRI)',
      'KOIR (MINISTRI)',
      'MEDICAL (MINISTRI)',
      'SUKAN (MINISTRI)',
      'PEWARTA (MINISTRI)',
      'PROJECTOR (MINISTRI)',
      'WARDEN - HOSPITALITY (MINISTRI)',
      'FORMASI (MINISTRI)',
      'IKD (MINISTRI)',
      'ST LUKE - WARDIEBURN (BEC)',
      'ECM (MINISTRI)',
      'OUTREACH (MINISTRI)',
      'MUSIC (MINISTRI)',
    ]);
  });

  it('has no duplicates, and every entry but AJK UTAMA carries (MINISTRI) or (BEC)', () => {
    expect(new Set(MINISTRIES).size).toBe(18);
    for (const value of MINISTRIES.slice(1)) {
      expect(value).toMatch(/ \((MINISTRI|BEC)\)$/);
    }
  });
});

describe('grouping ministries and BECs', () => {
  it('are the 14 grouping ministries of the product, in order', () => {
    expect(GROUPING_MINISTRIES).toEqual([
      'LITURGI',
      'BELIA',
      'MUSIC',
      'KOIR',
      'PEWARTA',
      'ECM',
      'PROJECTOR',
      'WARDEN',
      'KATEKISME',
      'IKD',
      'FORMASI',
      'SUKAN',
      'MEDICAL',
      'OUTREACH',
    ]);
  });

  it('each grouping ministry names exactly one stored (MINISTRI) value', () => {
    for (const group of GROUPING_MINISTRIES) {
      const matches = MINISTRIES.filter((m) => m.endsWith('(MINISTRI)') && m.startsWith(group));
      expect(matches, group).toHaveLength(1);
    }
    // …and together they cover all 14 ministry entries.
    expect(MINISTRIES.filter((m) => m.endsWith('(MINISTRI)'))).toHaveLength(14);
  });

  it('are the 3 BECs of the product, each mapped to its stored value', () => {
    expect(BECS).toEqual([
      { name: 'St John Paul 2 (PDRM)', ministry: 'ST JOHN PAUL 2 - PDRM (BEC)' },
      { name: 'St Mark (DTHO)', ministry: 'ST MARK - DTHO (BEC)' },
      { name: 'St Luke (Wardieburn)', ministry: 'ST LUKE - WARDIEBURN (BEC)' },
    ]);
    expect(MINISTRIES.filter((m) => m.endsWith('(BEC)'))).toEqual(BECS.map((b) => b.ministry));
  });
});

describe('roles', () => {
  it('are the 11 roles of the product, in order', () => {
    expect(ROLES).toEqual([
      'Penasihat Ministri',
      'Pengerusi KUBM',
      'Ketua Ministri',
      'Timbalan Pengerusi KUBM',
      'Timbalan Ketua BEC',
      'Timbalan Ketua Ministri',
      'Ketua BEC',
      'Ahli Kehormat',
      'Setiausaha',
      'Bendahari',
      'Member',
    ]);
  });

  it('leadership is the chairman and the deputy chairman only', () => {
    expect(LEADERSHIP_ROLES).toEqual(['Pengerusi KUBM', 'Timbalan Pengerusi KUBM']);
  });

  it('the AJK UTAMA roles are appointed: leadership, Setiausaha, Bendahari and Ahli Kehormat', () => {
    expect(APPOINTED_ROLES).toEqual([
      'Pengerusi KUBM',
      'Timbalan Pengerusi KUBM',
      'Setiausaha',
      'Bendahari',
      'Ahli Kehormat',
    ]);
    expect(ROLES.filter(isAppointedRole)).toHaveLength(5);
    expect(isAppointedRole('Ketua Ministri')).toBe(false);
  });

  it("a new pair defaults to 'Member'", () => {
    expect(DEFAULT_ROLE).toBe('Member');
  });

  it("removal stores 'Ahli Biasa' / 'Umum', which are valid stored values beside the lists", () => {
    expect(REMOVED_ROLE).toBe('Ahli Biasa');
    expect(REMOVED_MINISTRY).toBe('Umum');
    expect(STORED_ROLES).toEqual([...ROLES, 'Ahli Biasa']);
    expect(STORED_MINISTRIES).toEqual([...MINISTRIES, 'Umum']);
  });
});

describe('link categories and task statuses', () => {
  it('are the 9 link categories of the product, in order', () => {
    expect(LINK_CATEGORIES).toEqual([
      'KUBM Alatan',
      'KUBM Dokumen',
      'Bahan Liturgi',
      'Bahan JPPM',
      'Media Sosial',
      'Google Drive',
      'Zoom Link',
      'Aplikasi',
      'Lain-lain',
    ]);
  });

  it("are the 4 task statuses of the product, new tasks starting 'Belum Selesai'", () => {
    expect(TASK_STATUSES).toEqual(['Belum Selesai', 'Sedang Dijalankan', 'Selesai', 'Terlewat Masa']);
    expect(DEFAULT_TASK_STATUS).toBe('Belum Selesai');
  });
});

describe('limits of the product', () => {
  it('match the product numbers', () => {
    expect(LIMITS).toMatchObject({
      registerPasswordMin: 6,
      resetPasswordMin: 8,
      passwordMax: 100,
      phoneMin: 10,
      phoneMax: 11,
      linkTitleMin: 3,
      earliestDate: '1900-01-01',
      photoMaxBytes: 2 * 1024 * 1024,
      photoMaxDimension: 300,
      photoJpegQuality: 0.7,
      resetTokenTtlMs: 3_600_000,
      resetRedirectMs: 2000,
      upcomingMonths: 3,
      eventDescriptionMax: 200,
      upcomingPanelMaxHeightPx: 400,
      initialsMax: 2,
      mobileBreakpointPx: 768,
      votingRefreshMs: 30_000,
    });
  });
});
