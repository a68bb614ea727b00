import { Input } from '@kubm/ui/input';
import { Label } from '@kubm/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@kubm/ui/select';
import { Search, Users } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { FoldAllButton, GroupGrid, goToSection, JumpChips, useCollapsedGroups } from './group-grid';
import type { MemberCardActions } from './member-card';
import {
  buildOrgChart,
  EMPTY_GROUPS_FILTER,
  FILTER_ALL,
  filterGroups,
  type GroupsFilter,
  ministryFilterOptions,
  type OrgGroup,
  type OrgMember,
  roleFilterOptions,
} from './org-chart';

// A chair of AJK UTAMA belongs to no ministry group, so the committee and advisory holders come first.
function allGroups(members: readonly OrgMember[]): OrgGroup<OrgMember>[] {
  const chart = buildOrgChart(members);
  const holders = (positions: typeof chart.committee) =>
    positions.flatMap((position) =>
      position.holders.map((member) => ({ ...member, isPlaceholder: false as const })),
    );
  const committee = holders(chart.committee);
  const advisory = holders(chart.advisory);
  return [
    ...(committee.length > 0
      ? [
          {
            key: 'committee',
            kind: 'general' as const,
            title: 'Jawatankuasa Utama',
            ministry: null,
            entries: committee,
          },
        ]
      : []),
    ...(advisory.length > 0
      ? [{ key: 'advisory', kind: 'general' as const, title: 'Penasihat', ministry: null, entries: advisory }]
      : []),
    ...chart.ministryGroups,
    ...chart.becGroups,
  ];
}

export function GroupsView({
  members,
  actions,
  pendingId,
}: {
  members: readonly OrgMember[];
  actions: MemberCardActions;
  pendingId?: number;
}) {
  const [filter, setFilter] = useState<GroupsFilter>(EMPTY_GROUPS_FILTER);
  const ids = { ministry: useId(), role: useId(), search: useId() };
  const groups = useMemo(() => allGroups(members), [members]);
  const shown = useMemo(() => filterGroups(groups, filter), [groups, filter]);
  const ministryOptions = useMemo(() => ministryFilterOptions(members), [members]);
  const roleOptions = useMemo(() => roleFilterOptions(members), [members]);
  const set = (changes: Partial<GroupsFilter>) => setFilter((current) => ({ ...current, ...changes }));
  const { collapsed, toggle, expand, setAll } = useCollapsedGroups();

  return (
    <div className="grid min-w-0 grid-cols-1 gap-5">
      <search aria-label="Tapis ahli" className="grid gap-3 sm:grid-cols-3">
        <FilterSelect
          id={ids.ministry}
          label="Ministry"
          allLabel="Semua Ministry"
          options={ministryOptions}
          value={filter.ministry}
          onChange={(ministry) => set({ ministry })}
        />
        <FilterSelect
          id={ids.role}
          label="Peranan"
          allLabel="Semua Peranan"
          options={roleOptions}
          value={filter.role}
          onChange={(role) => set({ role })}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={ids.search}>Cari nama</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
            />
            <Input
              id={ids.search}
              type="search"
              autoComplete="off"
              placeholder="Nama ahli..."
              className="pl-9"
              value={filter.search}
              onChange={(event) => set({ search: event.target.value })}
            />
          </div>
        </div>
      </search>

      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-card py-10 text-center shadow-sm">
          <Users aria-hidden="true" className="size-10 text-muted-foreground" />
          <p role="status" className="text-muted-foreground">
            Tiada ahli ditemui.
          </p>
        </div>
      ) : (
        <>
          <JumpChips
            targets={shown.map((group) => ({
              key: group.key,
              title: group.title,
              count: group.entries.filter((entry) => !entry.isPlaceholder).length,
            }))}
            onJump={(key) => {
              expand(key);
              goToSection(key);
            }}
          />
          <div className="-mt-2 flex justify-end">
            <FoldAllButton keys={shown.map((group) => group.key)} collapsed={collapsed} onSetAll={setAll} />
          </div>
          <GroupGrid
            groups={shown}
            actions={actions}
            pendingId={pendingId}
            headingLevel={2}
            collapsed={collapsed}
            onToggle={toggle}
          />
        </>
      )}
    </div>
  );
}

function FilterSelect({
  id,
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={FILTER_ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
