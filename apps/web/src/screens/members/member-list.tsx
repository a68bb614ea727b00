import type { RouterOutputs } from '@kubm/api';
import { cn } from '@kubm/ui/cn';
import { ListRow, ListSurface } from '../../components/list-row';
import { UserAvatar } from '../../components/user-avatar';
import { EMPTY_CELL, memberCells, normaliseQuery, shortPlace } from '../../lib/member-columns';
import { TABLE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { ContactButtons, ContactMenu } from './member-contacts';

export type MemberListItem = Pick<
  RouterOutputs['members']['withPhotos'][number],
  'id' | 'name' | 'role' | 'ministry' | 'profilePhoto' | 'phone' | 'email'
>;

export const NO_SEARCH_RESULTS = 'Tiada ahli ditemui dengan carian tersebut.';
export const NO_MEMBERS = 'Tiada ahli didaftarkan.';

export function emptyMessage(search: string): string {
  return normaliseQuery(search) === '' ? NO_MEMBERS : NO_SEARCH_RESULTS;
}

/** The table from 1024 px, the rows below: only the layout on screen is rendered. */
export function MemberList({ members }: { members: readonly MemberListItem[] }) {
  return useMediaQuery(TABLE_QUERY) ? <MemberTable members={members} /> : <MemberRows members={members} />;
}

const TABLE_COLUMNS = ['Nama', 'Jawatan', 'Ministri', 'BEC', 'Hubungi'] as const;

export function MemberTable({ members }: { members: readonly MemberListItem[] }) {
  return (
    <div className="overflow-x-auto rounded-xl bg-card shadow-sm">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Senarai ahli jawatankuasa</caption>
        <thead className="border-border border-b text-muted-foreground">
          <tr>
            {TABLE_COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={cn('px-4 py-3 font-medium', column === 'Hubungi' && 'text-right')}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {members.map((member) => {
            const cells = memberCells(member.ministry);
            return (
              <tr key={member.id} data-testid="member-entry" className="align-middle">
                <th scope="row" className="px-4 py-2 font-semibold">
                  <div className="flex items-center gap-3">
                    <UserAvatar name={member.name} photo={member.profilePhoto} className="size-10" />
                    <span className="min-w-0">{member.name}</span>
                  </div>
                </th>
                <td className="px-4 py-2">{member.role}</td>
                <td className="px-4 py-2">{cells.ministri}</td>
                <td className="px-4 py-2">{cells.bec}</td>
                <td className="px-2 py-1">
                  <div className="flex justify-end">
                    <ContactButtons member={member} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function MemberRows({ members }: { members: readonly MemberListItem[] }) {
  return (
    <ListSurface aria-label="Senarai ahli jawatankuasa">
      {members.map((member) => {
        const cells = memberCells(member.ministry);
        const place = cells.bec === EMPTY_CELL ? cells.ministri : cells.bec;
        return (
          <ListRow
            key={member.id}
            data-testid="member-entry"
            leading={<UserAvatar name={member.name} photo={member.profilePhoto} className="size-10" />}
            title={member.name}
            titleAs="h2"
            description={
              <>
                <span data-field="role">{member.role}</span>
                {place === EMPTY_CELL ? null : (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span data-field="place">{shortPlace(place)}</span>
                  </>
                )}
              </>
            }
            actions={<ContactMenu member={member} />}
          />
        );
      })}
    </ListSurface>
  );
}
