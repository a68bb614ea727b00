// One person (or one vacant position) of the organisation chart: photo or initials, name, role, ministry,
// and the edit / remove buttons where the server would allow them (spec §2, §6; issue 8).
import { Button } from '@kubm/ui/button';
import { cn } from '@kubm/ui/cn';
import { Pencil, UserMinus, UserPlus } from 'lucide-react';
import { UserAvatar } from '../../components/user-avatar';
import { type ChartEntry, isVacant, type OrgMember, shortMinistryLabel } from '../../lib/org-chart';

/** What a card can do; each is left out where it does not apply (public page, vacant position). */
export interface MemberCardActions {
  onEdit?: (member: OrgMember, opener: HTMLElement) => void;
  onRemove?: (member: OrgMember) => void;
  /** Leadership only: assign someone to this entry's role. */
  onAssign?: (role: string, opener: HTMLElement) => void;
}

export function MemberCard({
  entry,
  actions = {},
  removing = false,
}: {
  entry: ChartEntry<OrgMember>;
  actions?: MemberCardActions;
  /** A removal of this member is on its way: its button waits. */
  removing?: boolean;
}) {
  const vacant = isVacant(entry);
  const editable = !vacant && entry.canEdit;
  return (
    <li className="list-none">
      <div
        data-testid={vacant ? 'vacant-position' : 'member-card'}
        className={cn(
          'flex h-full min-w-0 items-start gap-3 rounded-lg border bg-card p-3 text-card-foreground',
          vacant && 'border-dashed bg-muted/40',
        )}
      >
        <UserAvatar
          name={vacant ? '' : entry.name}
          photo={vacant ? null : entry.profilePhoto}
          className={cn('mt-0.5', vacant && 'bg-muted')}
        />
        <div className="min-w-0 flex-1">
          <p
            className={cn(
              'wrap-anywhere font-semibold',
              vacant && 'font-normal text-muted-foreground italic',
            )}
          >
            {entry.name}
          </p>
          <p className="wrap-anywhere text-muted-foreground text-sm">{entry.role}</p>
          <p className="wrap-anywhere text-muted-foreground text-xs" title={entry.ministry}>
            {shortMinistryLabel(entry.ministry)}
          </p>
        </div>
        {editable && (actions.onEdit || actions.onRemove) ? (
          <div className="-mt-1 -mr-1 flex shrink-0 gap-1">
            {actions.onEdit ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Edit ${entry.name}`}
                onClick={(event) => actions.onEdit?.(entry, event.currentTarget)}
              >
                <Pencil aria-hidden="true" />
              </Button>
            ) : null}
            {actions.onRemove ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Keluarkan ${entry.name} dari jawatan`}
                className="text-destructive hover:bg-destructive-soft"
                disabled={removing}
                onClick={() => actions.onRemove?.(entry)}
              >
                <UserMinus aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        ) : null}
        {vacant && actions.onAssign ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="-mt-1 -mr-1 shrink-0"
            aria-label={`Tetapkan ahli ke jawatan ${entry.role} (${shortMinistryLabel(entry.ministry)})`}
            onClick={(event) => actions.onAssign?.(entry.role, event.currentTarget)}
          >
            <UserPlus aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}
