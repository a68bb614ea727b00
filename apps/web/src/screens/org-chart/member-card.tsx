import { Button } from '@kubm/ui/button';
import { cn } from '@kubm/ui/cn';
import { Pencil, Plus, UserMinus } from 'lucide-react';
import { UserAvatar } from '../../components/user-avatar';
import {
  type AssignPlace,
  type ChartEntry,
  isVacant,
  type OrgMember,
  shortMinistryLabel,
  vacantPlace,
} from './org-chart';

export interface MemberCardActions {
  onEdit?: (member: OrgMember, opener: HTMLElement) => void;
  onRemove?: (member: OrgMember) => void;
  onAssign?: (place: AssignPlace, opener: HTMLElement) => void;
}

const ROW = 'flex min-h-14 min-w-0 items-center gap-3 px-3 py-2';

export function MemberCard({
  entry,
  actions = {},
  removing = false,
  showMinistry = false,
}: {
  entry: ChartEntry<OrgMember>;
  actions?: MemberCardActions;
  removing?: boolean;
  showMinistry?: boolean;
}) {
  if (isVacant(entry)) return <VacantRow entry={entry} onAssign={actions.onAssign} />;
  return (
    <li data-testid="member-card" className={ROW}>
      <UserAvatar name={entry.name} photo={entry.profilePhoto} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold leading-5" title={entry.name}>
          {entry.name}
        </p>
        <p className="truncate text-muted-foreground text-sm leading-5" title={entry.ministry}>
          {entry.role}
          {showMinistry ? ` · ${shortMinistryLabel(entry.ministry)}` : null}
        </p>
      </div>
      <HolderActions member={entry} actions={actions} removing={removing} className="-mr-1 shrink-0" />
    </li>
  );
}

export function HolderActions({
  member,
  actions,
  removing,
  className,
}: {
  member: OrgMember;
  actions: MemberCardActions;
  removing: boolean;
  className?: string;
}) {
  if (!member.canEdit || (!actions.onEdit && !actions.onRemove)) return null;
  return (
    <div className={cn('flex gap-1', className)}>
      {actions.onEdit ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-11 md:size-10"
          aria-label={`Edit ${member.name}`}
          onClick={(event) => actions.onEdit?.(member, event.currentTarget)}
        >
          <Pencil aria-hidden="true" />
        </Button>
      ) : null}
      {actions.onRemove ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Keluarkan ${member.name} dari jawatan`}
          className="size-11 text-destructive hover:bg-destructive-soft md:size-10"
          disabled={removing}
          onClick={() => actions.onRemove?.(member)}
        >
          <UserMinus aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}

function VacantRow({
  entry,
  onAssign,
}: {
  entry: ChartEntry<OrgMember> & { isPlaceholder: true };
  onAssign?: MemberCardActions['onAssign'];
}) {
  const tile =
    'flex h-full min-h-14 w-full min-w-0 flex-col justify-center rounded-lg border-2 border-border border-dashed px-3 py-2 text-left';
  const body = (
    <>
      <span className="block truncate text-muted-foreground text-sm italic">{entry.name}</span>
      <span className="block truncate text-muted-foreground text-xs" title={entry.role}>
        {entry.role}
      </span>
    </>
  );
  return (
    <li data-testid="vacant-position" className="relative min-w-0 list-none">
      <div className={cn(tile, onAssign && 'hover:border-primary hover:bg-accent')}>
        {onAssign ? (
          <button
            type="button"
            onClick={(event) => onAssign(vacantPlace(entry), event.currentTarget)}
            className={cn(
              'flex cursor-pointer items-center gap-1 font-medium text-primary text-sm outline-none',
              'after:absolute after:inset-0 after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-ring',
            )}
          >
            <Plus aria-hidden="true" className="size-4" />
            Tetapkan
            <span className="sr-only">
              {' '}
              ahli ke jawatan {entry.role} ({shortMinistryLabel(entry.ministry)})
            </span>
          </button>
        ) : null}
        {body}
      </div>
    </li>
  );
}
