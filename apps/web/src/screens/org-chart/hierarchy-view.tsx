// 'Paparan Hierarki': the main committee, the advisory section, then the BEC or ministry groups under the
// BEC/Ministri toggle (spec §2 Organisation chart). All grouping comes from lib/org-chart.
import { Button } from '@kubm/ui/button';
import { cn } from '@kubm/ui/cn';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  buildOrgChart,
  DEFAULT_ORG_CHART_MODE,
  groupsForMode,
  type OrgChartMode,
  type OrgMember,
  type Position,
  VACANT_NAME,
} from '../../lib/org-chart';
import { GroupGrid } from './group-grid';
import { MemberCard, type MemberCardActions } from './member-card';

const MODE_LABELS: Record<OrgChartMode, string> = { bec: 'BEC', ministri: 'Ministri' };

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

  return (
    <div className="grid gap-8">
      <section aria-labelledby="carta-jawatankuasa" className="grid gap-3">
        <h2 id="carta-jawatankuasa" className="font-semibold text-lg">
          Jawatankuasa Utama
        </h2>
        <PositionGrid positions={chart.committee} actions={actions} pendingId={pendingId} />
      </section>

      <section aria-labelledby="carta-penasihat" className="grid gap-3">
        <h2 id="carta-penasihat" className="font-semibold text-lg">
          Penasihat
        </h2>
        <PositionGrid positions={chart.advisory} actions={actions} pendingId={pendingId} />
      </section>

      <section aria-labelledby="carta-kumpulan" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="carta-kumpulan" className="font-semibold text-lg">
            {mode === 'bec' ? 'BEC' : 'Ministri'}
          </h2>
          <fieldset className="inline-flex rounded-lg bg-muted p-1">
            <legend className="sr-only">Papar kumpulan mengikut</legend>
            {(Object.keys(MODE_LABELS) as OrgChartMode[]).map((value) => (
              <Button
                key={value}
                type="button"
                size="sm"
                variant={mode === value ? 'default' : 'ghost'}
                aria-pressed={mode === value}
                className="min-w-24"
                onClick={() => setMode(value)}
              >
                {MODE_LABELS[value]}
              </Button>
            ))}
          </fieldset>
        </div>
        <GroupGrid groups={groups} actions={actions} pendingId={pendingId} headingLevel={3} />
      </section>
    </div>
  );
}

function PositionGrid({
  positions,
  actions,
  pendingId,
}: {
  positions: Position<OrgMember>[];
  actions: MemberCardActions;
  pendingId?: number;
}) {
  return (
    <ul className="grid gap-3 p-0 sm:grid-cols-2 lg:grid-cols-3">
      {positions.map((position) => (
        <li key={position.role} className="list-none">
          <section
            aria-label={position.role}
            data-testid="org-position"
            className="h-full rounded-xl border bg-card p-3 shadow-xs"
          >
            <div className="mb-2 flex items-center justify-between gap-2">
              <h3 className="wrap-anywhere font-semibold text-primary text-sm">{position.role}</h3>
              {actions.onAssign ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="-my-1 shrink-0"
                  aria-label={`Tetapkan ahli ke jawatan ${position.role}`}
                  onClick={(event) => actions.onAssign?.(position.role, event.currentTarget)}
                >
                  <UserPlus aria-hidden="true" />
                </Button>
              ) : null}
            </div>
            {position.holders.length === 0 ? (
              <p className={cn('rounded-lg border border-dashed p-3 text-muted-foreground text-sm italic')}>
                {VACANT_NAME}
              </p>
            ) : (
              <ul className="grid gap-2 p-0">
                {position.holders.map((member) => (
                  <MemberCard
                    key={member.id}
                    entry={{ ...member, isPlaceholder: false }}
                    actions={{ onEdit: actions.onEdit, onRemove: actions.onRemove }}
                    removing={pendingId === member.id}
                  />
                ))}
              </ul>
            )}
          </section>
        </li>
      ))}
    </ul>
  );
}
