import { Button } from '@kubm/ui/button';
import { Card, CardContent } from '@kubm/ui/card';
import { Input } from '@kubm/ui/input';
import { Label } from '@kubm/ui/label';
import { Spinner } from '@kubm/ui/spinner';
import { CACHE_MS } from '@kubm/validators';
import { Download, Search, Users } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { LoadFailedAlert } from '../../components/load-failed';
import { PageHeader } from '../../components/page-header';
import { RegistrationCodeCard } from '../../components/registration-code-card';
import { normaliseQuery, searchMembers } from '../../lib/member-columns';
import { trpc } from '../../lib/trpc';
import { emptyMessage, MemberList } from './member-list';

/** The directory downloads of issue 8 point 3 (signed-in members only; this route is protected). */
const DOWNLOADS = [
  {
    href: '/api/members/export.csv',
    label: 'Muat turun CSV',
    title: 'Senarai ahli sebagai fail CSV (Excel)',
  },
  {
    href: '/api/members/export.vcf',
    label: 'Muat turun vCard',
    title: 'Senarai ahli sebagai kenalan (vCard) untuk telefon',
  },
] as const;

/** Member list (/members): search and table (spec §2). */
export function MembersScreen() {
  const query = trpc.members.withPhotos.useQuery(undefined, { staleTime: CACHE_MS.members });
  const [search, setSearch] = useState('');
  const searchId = useId();
  const members = query.data;
  const shown = useMemo(() => searchMembers(members ?? [], search), [members, search]);
  const searching = normaliseQuery(search) !== '';

  const downloads = DOWNLOADS.map((item) => (
    <Button key={item.href} asChild variant="outline">
      {/* A plain link: the browser sends the session cookie and saves the file itself. */}
      <a href={item.href} download title={item.title}>
        <Download aria-hidden="true" />
        {item.label}
      </a>
    </Button>
  ));

  return (
    <>
      <PageHeader title="Senarai Ahli" actions={downloads} />
      <div className="mb-4 empty:hidden">
        <RegistrationCodeCard />
      </div>

      {query.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Memuat data ahli..." showLabel className="text-base" />
        </div>
      ) : query.isError && !members ? (
        <LoadFailedAlert title="Gagal memuat senarai ahli" query={query} />
      ) : (
        <div className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={searchId}>Cari ahli</Label>
            <div className="relative max-w-md">
              <Search
                aria-hidden="true"
                className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
              />
              <Input
                id={searchId}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Nama, ministri atau jawatan"
                autoComplete="off"
                className="pl-9"
              />
            </div>
          </div>
          {/* Announced as the list narrows, so a screen reader user hears what the search found. */}
          <p role="status" className="text-muted-foreground text-sm">
            {searching
              ? `${shown.length} daripada ${members?.length ?? 0} ahli`
              : `${members?.length ?? 0} ahli`}
          </p>
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
    </>
  );
}
