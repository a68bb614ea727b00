// The /members table: which column a member's ministry shows in, and the search box.
import { isBecMinistry } from '@kubm/validators';

/** What an empty Ministri or BEC cell shows. */
export const EMPTY_CELL = '-';

export interface MemberCells {
  ministri: string;
  bec: string;
}

/**
 * A ministry naming a BEC ('bec', 'st john paul', 'st mark' or 'st luke', any case; the rule lives in
 * @kubm/validators) shows in the BEC column with '-' under Ministri; any other shows the reverse. A blank
 * ministry shows '-' in both rather than an empty cell.
 */
export function memberCells(ministry: string | null | undefined): MemberCells {
  const value = ministry?.trim() ?? '';
  if (value === '') return { ministri: EMPTY_CELL, bec: EMPTY_CELL };
  return isBecMinistry(value) ? { ministri: EMPTY_CELL, bec: value } : { ministri: value, bec: EMPTY_CELL };
}

/** The search text as compared: trimmed and lower-cased. Empty means "no search". */
export function normaliseQuery(query: string | null | undefined): string {
  return (query ?? '').trim().toLowerCase();
}

/** Case-insensitive substring test against an already normalised query ('' matches everything). */
export function containsQuery(text: string | null | undefined, normalisedQuery: string): boolean {
  if (normalisedQuery === '') return true;
  return (text ?? '').toLowerCase().includes(normalisedQuery);
}

export interface SearchableMember {
  name: string;
  ministry: string;
  role: string;
}

/** The /members search box: name, ministry or role containing the trimmed query, any case; order kept. */
export function searchMembers<M extends SearchableMember>(members: readonly M[], query: string): M[] {
  const q = normaliseQuery(query);
  if (q === '') return [...members];
  return members.filter(
    (member) =>
      containsQuery(member.name, q) || containsQuery(member.ministry, q) || containsQuery(member.role, q),
  );
}

/** A phone row's short place: 'SUKAN (MINISTRI)' → 'SUKAN'; a BEC keeps its full name, '(BEC)' and all. */
export function shortPlace(ministry: string): string {
  return ministry.replace(/\s*\(MINISTRI\)\s*$/i, '');
}
