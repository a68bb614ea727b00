import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyMessage, MemberList, NO_MEMBERS, NO_SEARCH_RESULTS } from './member-list';

const MEMBERS = [
  {
    id: 1,
    name: 'Maria Goretti',
    role: 'Ketua BEC',
    ministry: 'ST LUKE - WARDIEBURN (BEC)',
    profilePhoto: null,
  },
  {
    id: 2,
    name: 'yohanes paulus kedua',
    role: 'Member',
    ministry: 'KOIR (MINISTRI)',
    profilePhoto: '/api/members/2/photo?v=abc',
  },
];

function cellsOf(html: string, tag: 'td' | 'dd'): string[] {
  return [...html.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((match) => match[1] ?? '');
}

describe('MemberList', () => {
  const html = renderToStaticMarkup(<MemberList members={MEMBERS} />);

  it('shows the spec columns in the table', () => {
    expect([...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1])).toEqual([
      'Nama',
      'Jawatan',
      'Ministri',
      'BEC',
    ]);
  });

  it('puts a BEC under BEC and a ministry under Ministri, in the table and in the cards alike', () => {
    const expected = ['Ketua BEC', '-', 'ST LUKE - WARDIEBURN (BEC)', 'Member', 'KOIR (MINISTRI)', '-'];
    expect(cellsOf(html, 'td')).toEqual(expected);
    expect(cellsOf(html, 'dd')).toEqual(expected);
  });

  it('shows the initials as the fallback avatar (upper case, two letters)', () => {
    expect(html).toContain('>MG<');
    expect(html).toContain('>YP<');
  });

  it('renders one entry per member in each layout', () => {
    expect(html.match(/data-testid="member-entry"/g)).toHaveLength(4);
  });
});

describe('emptyMessage', () => {
  it('names the search when one is typed, otherwise says nobody is registered', () => {
    expect(emptyMessage('')).toBe(NO_MEMBERS);
    expect(emptyMessage('   ')).toBe(NO_MEMBERS);
    expect(emptyMessage('zz')).toBe(NO_SEARCH_RESULTS);
    expect(NO_SEARCH_RESULTS).toBe('Tiada ahli ditemui dengan carian tersebut.');
    expect(NO_MEMBERS).toBe('Tiada ahli didaftarkan.');
  });
});
