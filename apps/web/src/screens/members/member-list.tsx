// The members found, as a table on wide screens and as cards on a phone (spec §2 Members; issue 8 point 4).
import { UserAvatar } from '../../components/user-avatar';
import { memberCells, normaliseQuery } from '../../lib/member-columns';

export interface MemberListItem {
  id: number;
  name: string;
  role: string;
  ministry: string;
  profilePhoto: string | null;
}

export const NO_SEARCH_RESULTS = 'Tiada ahli ditemui dengan carian tersebut.';
export const NO_MEMBERS = 'Tiada ahli didaftarkan.';

/** The empty text of spec §2: the search one whenever a search is typed, otherwise "nobody registered". */
export function emptyMessage(search: string): string {
  return normaliseQuery(search) === '' ? NO_MEMBERS : NO_SEARCH_RESULTS;
}

/**
 * Both layouts are rendered and CSS shows one (md = the spec's 768 px breakpoint): the hidden one is
 * display:none, so screen readers meet only the visible one, and no resize listener is needed. The
 * table's semantics stay intact on wide screens; a phone gets one card per member instead of a table
 * that would scroll sideways.
 */
export function MemberList({ members }: { members: readonly MemberListItem[] }) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-lg border bg-card shadow-sm md:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Senarai ahli jawatankuasa</caption>
          <thead className="bg-muted text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Nama
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Jawatan
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Ministri
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                BEC
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => {
              const cells = memberCells(member.ministry);
              return (
                <tr key={member.id} data-testid="member-entry" className="border-t align-middle">
                  <th scope="row" className="px-4 py-3 font-medium">
                    <div className="flex items-center gap-3">
                      <UserAvatar name={member.name} photo={member.profilePhoto} className="size-9" />
                      <span className="wrap-anywhere">{member.name}</span>
                    </div>
                  </th>
                  <td className="px-4 py-3">{member.role}</td>
                  <td className="px-4 py-3">{cells.ministri}</td>
                  <td className="px-4 py-3">{cells.bec}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <ul aria-label="Senarai ahli jawatankuasa" className="grid gap-3 p-0 md:hidden">
        {members.map((member) => {
          const cells = memberCells(member.ministry);
          return (
            <li
              key={member.id}
              data-testid="member-entry"
              className="list-none rounded-lg border bg-card p-4 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <UserAvatar name={member.name} photo={member.profilePhoto} className="size-10" />
                <h2 className="min-w-0 wrap-anywhere font-semibold text-base">{member.name}</h2>
              </div>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Jawatan</dt>
                <dd className="min-w-0 wrap-anywhere">{member.role}</dd>
                <dt className="text-muted-foreground">Ministri</dt>
                <dd className="min-w-0 wrap-anywhere">{cells.ministri}</dd>
                <dt className="text-muted-foreground">BEC</dt>
                <dd className="min-w-0 wrap-anywhere">{cells.bec}</dd>
              </dl>
            </li>
          );
        })}
      </ul>
    </>
  );
}
