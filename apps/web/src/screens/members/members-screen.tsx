import { Card, CardContent } from '@kubm/ui/card';
import { Input } from '@kubm/ui/input';
import { Label } from '@kubm/ui/label';
import { Spinner } from '@kubm/ui/spinner';
import { Download, Search, Users } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { LoadFailedAlert } from '../../components/load-failed';
import { PageHeader } from '../../components/page-header';
import { RegistrationCodeCard } from '../../components/registration-code-card';
import { type RowAction, RowActionsMenu } from '../../components/row-actions-menu';
import { normaliseQuery, searchMembers } from '../../lib/member-columns';
import { useDrawnAnswer } from '../../lib/use-drawn-answer';
import { emptyMessage, MemberList } from './member-list';
import { useMembersQuery } from './members-query';

const DOWNLOADS: readonly RowAction[] = [
  // Plain links: the browser sends the session cookie and saves the file itself.
  { href: '/api/members/export.csv', download: true, label: 'Muat turun CSV', icon: Download },
  { href: '/api/members/export.vcf', download: true, label: 'Muat turun vCard', icon: Download },
];

export function MembersScreen() {
  const query = useMembersQuery();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const members = useDrawnAnswer(query.data);
  const shown = useMemo(() => searchMembers(members ?? [], search), [members, search]);
  const searching = normaliseQuery(search) !== '';

  return (
    <>
      <PageHeader
        title="Senarai Ahli"
        className="mb-2 flex-row items-center justify-between"
        actions={
          <div className="flex items-center gap-2">
            {/* Announced as the search narrows the list; as wide as "1000 ahli" from the start, so it moves nothing. */}
            <p role="status" className="min-w-[9ch] text-right text-muted-foreground text-sm tabular-nums">
              {!members
                ? null
                : searching
                  ? `${shown.length} daripada ${members.length} ahli`
                  : `${members.length} ahli`}
            </p>
            <RowActionsMenu label="Muat turun senarai ahli" actions={DOWNLOADS} />
          </div>
        }
      />

      {!members && !query.isError ? (
        <div className="flex justify-center py-10">
          <Spinner label="Memuat data ahli..." showLabel className="text-base" />
        </div>
      ) : query.isError && !members ? (
        <LoadFailedAlert title="Gagal memuat senarai ahli" query={query} />
      ) : (
        <div className="grid gap-2">
          {/* top-16: under the sticky header. */}
          <div className="sticky top-16 z-30 -mx-4 bg-background px-4 py-2 sm:-mx-6 sm:px-6 md:-mx-8 md:px-8">
            <Label htmlFor={searchId} className="sr-only">
              Cari ahli
            </Label>
            <div className="relative md:max-w-md">
              <Search
                aria-hidden="true"
                className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
              />
              <Input
                id={searchId}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Cari nama, ministri atau jawatan"
                autoComplete="off"
                className="h-11 rounded-xl pl-9"
              />
            </div>
          </div>
          {shown.length === 0 ? (
            <Card>
              <CardContent className="flex flex-col items-center gap-4 py-10 text-center sm:py-12">
                <Users aria-hidden="true" className="size-10 text-muted-foreground" />
                <p className="text-muted-foreground">{emptyMessage(search)}</p>
              </CardContent>
            </Card>
          ) : (
            <MemberList members={shown} />
          )}
        </div>
      )}
      {/* After the list: drawn under the spinner, the list pushed it down. */}
      {members || query.isError ? (
        <div className="mt-6 empty:hidden">
          <RegistrationCodeCard />
        </div>
      ) : null}
    </>
  );
}
