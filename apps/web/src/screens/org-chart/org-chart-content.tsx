import { Skeleton } from '@kubm/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@kubm/ui/tabs';
import { toast } from '@kubm/ui/toast-store';
import { CACHE_MS, isLeadershipRole, REMOVED_MINISTRY, REMOVED_ROLE } from '@kubm/validators';
import { Info } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { LoadFailedAlert } from '../../components/load-failed';
import { errorMessage } from '../../lib/errors';
import { lazyNamed, useOpenedOnce } from '../../lib/lazy-component';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useDrawnAnswer } from '../../lib/use-drawn-answer';
import { HierarchyView } from './hierarchy-view';
import type { MemberCardActions } from './member-card';
import type { AssignPlace, OrgMember } from './org-chart';
import { useMemberUpdate } from './use-member-update';

type ChartTab = 'hierarki' | 'kumpulan';

// Chunks of their own: the public page and a reader of the hierarchy need neither the forms nor the filter.
const EditMemberDialog = lazyNamed(() => import('./edit-member-dialog'), 'EditMemberDialog');
const AssignRoleDialog = lazyNamed(() => import('./assign-role-dialog'), 'AssignRoleDialog');
const GroupsView = lazyNamed(() => import('./groups-view'), 'GroupsView');

const membersQueryOptions = { staleTime: CACHE_MS.members, gcTime: CACHE_MS.members } as const;

export function removeConfirmText(member: Pick<OrgMember, 'name' | 'role'>): string {
  return `Adakah anda pasti mahu mengeluarkan ${member.name} dari jawatan ${member.role}?`;
}

export function OrgChartContent({
  editable,
  onLoaded,
}: {
  editable: boolean;
  onLoaded?: (updatedAt: number) => void;
}) {
  const [tab, setTab] = useState<ChartTab>('hierarki');
  const { user } = useSession();
  const list = trpc.members.list.useQuery(undefined, membersQueryOptions);
  const withPhotos = trpc.members.withPhotos.useQuery(undefined, {
    ...membersQueryOptions,
    // Only once the groups view is opened: the hierarchy view needs no photos.
    enabled: tab === 'kumpulan',
  });
  const active = tab === 'hierarki' ? list : withPhotos;
  const updatedAt = active.dataUpdatedAt;
  useEffect(() => {
    if (updatedAt) onLoaded?.(updatedAt);
  }, [updatedAt, onLoaded]);

  const leadership = editable && !!user && isLeadershipRole(user.role);

  const [editing, setEditing] = useState<{ open: boolean; member: OrgMember | null }>({
    open: false,
    member: null,
  });
  const [assigning, setAssigning] = useState<{ open: boolean; place: AssignPlace | null }>({
    open: false,
    place: null,
  });
  const editUsed = useOpenedOnce(editing.open);
  const assignUsed = useOpenedOnce(assigning.open);
  // Pointing at or focusing anything in the chart is the hint that a dialog may follow.
  const prefetchDialogs = editable
    ? () => {
        EditMemberDialog.preload();
        if (leadership) AssignRoleDialog.preload();
      }
    : undefined;
  const openerRef = useRef<HTMLElement | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
    else panelRef.current?.focus();
  };

  const removal = useMemberUpdate({
    onSuccess: () =>
      toast({
        variant: 'success',
        title: 'Jawatan dikeluarkan',
        description: 'Ahli telah dikeluarkan dari jawatan dan ministri',
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Ralat',
        description: `Tidak dapat mengeluarkan ahli: ${errorMessage(error)}`,
      }),
  });

  const actions: MemberCardActions = editable
    ? {
        onEdit: (member, opener) => {
          openerRef.current = opener;
          setEditing({ open: true, member });
        },
        onRemove: (member) => {
          if (removal.isPending) return;
          if (!window.confirm(removeConfirmText(member))) return;
          removal.mutate({ member, changes: { role: REMOVED_ROLE, ministry: REMOVED_MINISTRY } });
        },
        ...(leadership
          ? {
              onAssign: (place: AssignPlace, opener: HTMLElement) => {
                openerRef.current = opener;
                setAssigning({ open: true, place });
              },
            }
          : {}),
      }
    : {};

  return (
    <>
      <Tabs
        value={tab}
        onValueChange={(value) => setTab(value as ChartTab)}
        onPointerOver={prefetchDialogs}
        onFocus={prefetchDialogs}
      >
        <TabsList aria-label="Paparan carta" className="w-full sm:w-fit">
          <TabsTrigger value="hierarki" className="flex-1 sm:flex-none">
            Paparan Hierarki
          </TabsTrigger>
          <TabsTrigger
            value="kumpulan"
            className="flex-1 sm:flex-none"
            onPointerEnter={GroupsView.preload}
            onFocus={GroupsView.preload}
          >
            Paparan Kumpulan
          </TabsTrigger>
        </TabsList>
        {leadership ? (
          <p className="mt-3 flex items-start gap-2 rounded-lg bg-accent px-3 py-2 text-accent-foreground text-sm">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Nota pentadbir: klik butang tetapkan pada sesuatu jawatan untuk menetapkan ahli ke jawatan
              tersebut.
            </span>
          </p>
        ) : null}
        <TabsContent value="hierarki" tabIndex={-1} ref={tab === 'hierarki' ? panelRef : undefined}>
          <Loaded query={list}>
            {(members) => <HierarchyView members={members} actions={actions} pendingId={removal.pendingId} />}
          </Loaded>
        </TabsContent>
        <TabsContent value="kumpulan" tabIndex={-1} ref={tab === 'kumpulan' ? panelRef : undefined}>
          <Suspense fallback={<ChartSkeleton />}>
            <Loaded query={withPhotos}>
              {(members) => <GroupsView members={members} actions={actions} pendingId={removal.pendingId} />}
            </Loaded>
          </Suspense>
        </TabsContent>
      </Tabs>

      {editable && editUsed ? (
        <Suspense fallback={null}>
          <EditMemberDialog
            open={editing.open}
            member={editing.member}
            onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
            onCloseAutoFocus={restoreFocus}
          />
        </Suspense>
      ) : null}
      {leadership && assignUsed ? (
        <Suspense fallback={null}>
          <AssignRoleDialog
            open={assigning.open}
            place={assigning.place}
            members={list.data ?? []}
            onOpenChange={(open) => setAssigning((current) => ({ ...current, open }))}
            onCloseAutoFocus={restoreFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}

interface MembersQuery {
  data?: OrgMember[];
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: { message: string; data?: unknown } | null;
  refetch: () => unknown;
}

function Loaded({
  query,
  children,
}: {
  query: MembersQuery;
  children: (members: OrgMember[]) => React.ReactNode;
}) {
  const members = useDrawnAnswer(query.data);
  if (members) return <>{children(members)}</>;
  if (query.isError && !query.data) {
    return <LoadFailedAlert title="Gagal memuat senarai ahli" query={query} />;
  }
  return <ChartSkeleton />;
}

function ChartSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-4">
      <span className="sr-only">Memuatkan carta organisasi...</span>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <div key={key} className="grid gap-3 rounded-xl bg-card p-4 shadow-sm">
            <Skeleton className="h-5 w-1/2" />
            {['1', '2'].map((row) => (
              <div key={row} className="flex items-center gap-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
