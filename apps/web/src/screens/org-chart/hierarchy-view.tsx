// All grouping comes from org-chart.ts.
import { Button } from '@kubm/ui/button';
import { cn } from '@kubm/ui/cn';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { UserAvatar } from '../../components/user-avatar';
import {
  FoldAllButton,
  GroupGrid,
  goToSection,
  isPhoneWidth,
  JumpChips,
  useCollapsedGroups,
} from './group-grid';
import { HolderActions, type MemberCardActions } from './member-card';
import {
  buildOrgChart,
  DEFAULT_ORG_CHART_MODE,
  groupsForMode,
  type OrgChartMode,
  type OrgMember,
  type Position,
  VACANT_NAME,
} from './org-chart';

const MODE_LABELS: Record<OrgChartMode, string> = { bec: 'BEC', ministri: 'Ministri' };
const COMMITTEE_KEY = 'jawatankuasa';
const ADVISORY_KEY = 'penasihat';

export function HierarchyView({
  members,
  actions,
  pendingId,
}: {
  members: readonly OrgMember[];
  actions: MemberCardActions;
  pendingId?: number;
}) {
  const [mode, setMode] = useState<OrgChartMode>(DEFAULT_ORG_CHART_MODE);
  const chart = useMemo(() => buildOrgChart(members), [members]);
  const groups = groupsForMode(chart, mode);
  // On a phone the fourteen ministries start folded (their chips and headers still list them all); the
  // three BECs start open.
  const { collapsed, toggle, expand, setAll } = useCollapsedGroups(() =>
    isPhoneWidth() ? chart.ministryGroups.map((group) => group.key) : [],
  );
  const [chair, ...rest] = chart.committee;
  const jumpTargets = [
    { key: COMMITTEE_KEY, title: 'Jawatankuasa Utama' },
    { key: ADVISORY_KEY, title: 'Penasihat' },
    ...groups.map((group) => ({
      key: group.key,
      title: group.title,
      count: group.entries.filter((entry) => !entry.isPlaceholder).length,
    })),
  ];

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <JumpChips
        targets={jumpTargets}
        onJump={(key) => {
          expand(key);
          goToSection(key);
        }}
      />

      <div className="grid gap-6 rounded-xl bg-card p-4 shadow-sm sm:p-6">
        <section
          id={`bahagian-${COMMITTEE_KEY}`}
          tabIndex={-1}
          aria-labelledby="carta-jawatankuasa"
          className="grid scroll-mt-24 gap-4 outline-none"
        >
          <h2 id="carta-jawatankuasa" className="font-semibold text-xl">
            Jawatankuasa Utama
          </h2>
          {chair ? (
            <ul className="flex justify-center p-0">
              <PositionTile position={chair} actions={actions} pendingId={pendingId} large />
            </ul>
          ) : null}
          <div aria-hidden="true" className="-my-4 mx-auto h-6 w-px bg-border" />
          <ul className="grid grid-cols-2 gap-x-2 gap-y-5 border-border border-t p-0 pt-4 sm:grid-cols-4">
            {rest.map((position) => (
              <PositionTile key={position.role} position={position} actions={actions} pendingId={pendingId} />
            ))}
          </ul>
        </section>

        <section
          id={`bahagian-${ADVISORY_KEY}`}
          tabIndex={-1}
          aria-labelledby="carta-penasihat"
          className="grid scroll-mt-24 gap-4 border-border border-t pt-4 outline-none"
        >
          <h2 id="carta-penasihat" className="font-semibold text-xl">
            Penasihat
          </h2>
          <ul className="grid grid-cols-2 gap-x-2 gap-y-5 p-0 sm:grid-cols-4">
            {chart.advisory.map((position) => (
              <PositionTile key={position.role} position={position} actions={actions} pendingId={pendingId} />
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="carta-kumpulan" className="grid min-w-0 grid-cols-1 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <h2 id="carta-kumpulan" className="font-semibold text-xl">
              {mode === 'bec' ? 'BEC' : 'Ministri'}
            </h2>
            <FoldAllButton keys={groups.map((group) => group.key)} collapsed={collapsed} onSetAll={setAll} />
          </div>
          <fieldset className="inline-flex rounded-lg bg-muted p-1">
            <legend className="sr-only">Papar kumpulan mengikut</legend>
            {(Object.keys(MODE_LABELS) as OrgChartMode[]).map((value) => (
              <Button
                key={value}
                type="button"
                size="sm"
                variant={mode === value ? 'default' : 'ghost'}
                aria-pressed={mode === value}
                className="h-11 min-w-24 md:h-9"
                onClick={() => setMode(value)}
              >
                {MODE_LABELS[value]}
              </Button>
            ))}
          </fieldset>
        </div>
        <GroupGrid
          groups={groups}
          actions={actions}
          pendingId={pendingId}
          headingLevel={3}
          collapsed={collapsed}
          onToggle={toggle}
        />
      </section>
    </div>
  );
}

function PositionTile({
  position,
  actions,
  pendingId,
  large = false,
}: {
  position: Position<OrgMember>;
  actions: MemberCardActions;
  pendingId?: number;
  large?: boolean;
}) {
  const avatarSize = large ? 'size-20 text-xl' : 'size-14 text-base';
  return (
    <li className={cn('min-w-0 list-none', large && 'w-full max-w-xs')}>
      <section
        aria-label={position.role}
        data-testid="org-position"
        className="flex flex-col items-center gap-1 text-center"
      >
        {position.holders.length === 0 ? (
          <>
            <span
              aria-hidden="true"
              className={cn('rounded-full border-2 border-border border-dashed', avatarSize)}
            />
            <p className="text-muted-foreground text-sm italic">{VACANT_NAME}</p>
          </>
        ) : (
          <ul className="grid gap-3 p-0">
            {position.holders.map((member) => (
              <li
                key={member.id}
                data-testid="member-card"
                className="flex min-w-0 list-none flex-col items-center gap-1"
              >
                <UserAvatar name={member.name} photo={member.profilePhoto} className={avatarSize} />
                <p className={cn('text-balance font-semibold leading-snug', large ? 'text-base' : 'text-sm')}>
                  {member.name}
                </p>
                {position.holders.length > 1 ? (
                  <HolderActions member={member} actions={actions} removing={pendingId === member.id} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <h3 className={cn(large ? 'font-medium text-primary text-sm' : 'text-muted-foreground text-xs')}>
          {position.role}
        </h3>
        <div className="flex gap-1 empty:hidden">
          {position.holders.length === 1 && position.holders[0] ? (
            <HolderActions
              member={position.holders[0]}
              actions={actions}
              removing={pendingId === position.holders[0].id}
            />
          ) : null}
          {actions.onAssign ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-11 text-primary md:size-9"
              aria-label={`Tetapkan ahli ke jawatan ${position.role}`}
              onClick={(event) => actions.onAssign?.({ role: position.role }, event.currentTarget)}
            >
              <UserPlus aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </section>
    </li>
  );
}
