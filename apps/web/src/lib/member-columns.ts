import { isBecMinistry } from '@kubm/validators';

export const EMPTY_CELL = '-';

export interface MemberCells {
  ministri: string;
  bec: string;
}

// The BEC rule lives in @kubm/validators; a blank ministry shows '-' in both cells.
export function memberCells(ministry: string | null | undefined): MemberCells {
  const value = ministry?.trim() ?? '';
  if (value === '') return { ministri: EMPTY_CELL, bec: EMPTY_CELL };
  return isBecMinistry(value) ? { ministri: EMPTY_CELL, bec: value } : { ministri: value, bec: EMPTY_CELL };
}

export function normaliseQuery(query: string | null | undefined): string {
  return (query ?? '').trim().toLowerCase();
}

export function containsQuery(text: string | null | undefined, normalisedQuery: string): boolean {
  if (normalisedQuery === '') return true;
  return (text ?? '').toLowerCase().includes(normalisedQuery);
}

export interface SearchableMember {
  name: string;
  ministry: string;
  role: string;
}

export function searchMembers<M extends SearchableMember>(members: readonly M[], query: string): M[] {
  const q = normaliseQuery(query);
  if (q === '') return [...members];
  return members.filter(
    (member) =>
      containsQuery(member.name, q) || containsQuery(member.ministry, q) || containsQuery(member.role, q),
  );
}

export function shortPlace(ministry: string): string {
  return ministry.replace(/\s*\(MINISTRI\)\s*$/i, '');
}
