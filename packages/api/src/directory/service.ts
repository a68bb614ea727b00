import type { Database } from '@kubm/db';
import { isBecMinistry } from '@kubm/validators';
import { type MemberRow, selectMembers } from '../members/service';
import type { RawFile } from '../raw-file';
import { toCsv } from './csv';
import { toVCards } from './vcard';

export const CSV_FILENAME = 'ahli-kubm.csv';
export const VCARD_FILENAME = 'ahli-kubm.vcf';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const VCARD_CONTENT_TYPE = 'text/vcard; charset=utf-8';

export const CSV_HEADER = ['name', 'email', 'phone', 'role', 'ministry', 'BEC', 'joinDate'] as const;

// A member who joined at 7 am in Kuala Lumpur joined that day, not the UTC day before.
export const DIRECTORY_TIME_ZONE = 'Asia/Kuala_Lumpur';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DIRECTORY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of a join instant (the rows' ISO text) in the directory's zone. */
export function joinDay(instant: string): string {
  return dayFormat.format(new Date(instant));
}

export function splitMinistry(ministry: string): { ministry: string; bec: string } {
  return isBecMinistry(ministry) ? { ministry: '', bec: ministry } : { ministry, bec: '' };
}

const collator = new Intl.Collator('ms', { sensitivity: 'base' });

// Sorted here, not in SQL: the file must not depend on the database's collation.
async function directory(db: Database): Promise<MemberRow[]> {
  const rows = await selectMembers(db);
  return rows.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

export async function exportCsv(db: Database): Promise<RawFile> {
  const rows = (await directory(db)).map((m) => {
    const { ministry, bec } = splitMinistry(m.ministry);
    return [m.name, m.email, m.phone, m.role, ministry, bec, joinDay(m.joinDate)];
  });
  return { filename: CSV_FILENAME, body: toCsv(CSV_HEADER, rows) };
}

export async function exportVCard(db: Database): Promise<RawFile> {
  const contacts = (await directory(db)).map((m) => ({
    name: m.name,
    email: m.email,
    phone: m.phone,
    organisation: m.ministry,
    title: m.role,
  }));
  return { filename: VCARD_FILENAME, body: toVCards(contacts) };
}
