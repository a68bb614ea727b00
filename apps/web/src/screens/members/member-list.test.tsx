import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  emptyMessage,
  MemberList,
  MemberRows,
  MemberTable,
  NO_MEMBERS,
  NO_SEARCH_RESULTS,
} from './member-list';

const MEMBERS = [
  {
    id: 1,
    name: 'Maria Goretti',
    role: 'Ketua BEC',
    ministry: 'ST LUKE - WARDIEBURN (BEC)',
    profilePhoto: null,
    phone: '012-345 6789',
    email: 'maria@contoh.my',
  },
  {
    id: 2,
    name: 'yohanes paulus kedua',
    role: 'Member',
    ministry: 'KOIR (MINISTRI)',
    profilePhoto: '/api/members/2/photo?v=abc',
  },
];

function cellsOf(html: string): string[] {
  return [...html.matchAll(/<td class="px-4[^>]*>([^<]*)<\/td>/g)].map((match) => match[1] ?? '');
}

function fieldsOf(html: string): string[] {
  return [...html.matchAll(/<span data-field="[a-z]+">([^<]*)<\/span>/g)].map((match) => match[1] ?? '');
}

describe('MemberList', () => {
  const html = renderToStaticMarkup(
    <>
      <MemberTable members={MEMBERS} />
      <MemberRows members={MEMBERS} />
    </>,
  );

  it('shows the spec columns in the table, then the contact one', () => {
    expect([...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1])).toEqual([
      'Nama',
      'Jawatan',
      'Ministri',
      'BEC',
      'Hubungi',
    ]);
  });

  it('puts a BEC under BEC and a ministry under Ministri in the table', () => {
    const expected = ['Ketua BEC', '-', 'ST LUKE - WARDIEBURN (BEC)', 'Member', 'KOIR (MINISTRI)', '-'];
    expect(cellsOf(html)).toEqual(expected);
  });

  it('gives each phone row the role, then the BEC or the ministry, whichever the member has', () => {
    expect(fieldsOf(html)).toEqual(['Ketua BEC', 'ST LUKE - WARDIEBURN (BEC)', 'Member', 'KOIR']);
  });

  it('links call, WhatsApp and e-mail for a member with a Malaysian mobile, and none without details', () => {
    expect(html).toContain('href="tel:+60123456789" aria-label="Hubungi Maria Goretti"');
    expect(html).toContain('href="https://wa.me/60123456789" aria-label="WhatsApp Maria Goretti"');
    expect(html).toContain('href="mailto:maria@contoh.my" aria-label="E-mel Maria Goretti"');
    expect(html).not.toMatch(/aria-label="(Hubungi|WhatsApp|E-mel) yohanes/);
    expect(html.match(/href="tel:/g)).toHaveLength(1);
  });

  it('shows the initials as the fallback avatar (upper case, two letters)', () => {
    expect(html).toContain('>MG<');
    expect(html).toContain('>YP<');
  });

  it('renders one entry per member in each layout', () => {
    expect(html.match(/data-testid="member-entry"/g)).toHaveLength(4);
  });

  it('renders one layout only, the rows where no width is known (a phone first)', () => {
    const one = renderToStaticMarkup(<MemberList members={MEMBERS} />);
    expect(one.match(/data-testid="member-entry"/g)).toHaveLength(2);
    expect(one).not.toContain('<table');
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
