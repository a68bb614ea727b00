// The cards of a list of groups (a ministry, a BEC, …), as both views of the chart show them.
import type { OrgGroup } from '../../lib/org-chart';
import { MemberCard, type MemberCardActions } from './member-card';

export function GroupGrid({
  groups,
  actions,
  pendingId,
  headingLevel,
}: {
  groups: readonly OrgGroup[];
  actions: MemberCardActions;
  pendingId?: number;
  /** Where the group titles sit in the page's outline. */
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-4 p-0 md:grid-cols-2 xl:grid-cols-3">
      {groups.map((group) => (
        <li key={group.key} className="list-none">
          <section
            aria-label={group.title}
            data-testid="org-group"
            className="h-full rounded-xl border bg-card p-4 shadow-xs"
          >
            <Heading className="mb-3 wrap-anywhere font-semibold text-primary">{group.title}</Heading>
            <ul className="grid gap-2 p-0">
              {group.entries.map((entry) => (
                <MemberCard
                  key={entry.id}
                  entry={entry}
                  actions={actions}
                  removing={pendingId === entry.id}
                />
              ))}
            </ul>
          </section>
        </li>
      ))}
    </ul>
  );
}
