import { Button } from '@kubm/ui/button';
import { cn } from '@kubm/ui/cn';
import { ChevronDown, ChevronsDownUp, ChevronsUpDown } from 'lucide-react';
import { useCallback, useState } from 'react';
import { MemberCard, type MemberCardActions } from './member-card';
import type { OrgGroup } from './org-chart';

export function sectionId(key: string): string {
  return `bahagian-${key
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

export function useCollapsedGroups(initiallyFolded: () => readonly string[] = () => []) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set(initiallyFolded()));
  const toggle = useCallback(
    (key: string) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const expand = useCallback(
    (key: string) =>
      setCollapsed((current) => {
        if (!current.has(key)) return current;
        const next = new Set(current);
        next.delete(key);
        return next;
      }),
    [],
  );
  const setAll = useCallback(
    (keys: readonly string[], fold: boolean) => setCollapsed(new Set(fold ? keys : [])),
    [],
  );
  return { collapsed, toggle, expand, setAll };
}

export function FoldAllButton({
  keys,
  collapsed,
  onSetAll,
}: {
  keys: readonly string[];
  collapsed: ReadonlySet<string>;
  onSetAll: (keys: readonly string[], fold: boolean) => void;
}) {
  const anyOpen = keys.some((key) => !collapsed.has(key));
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="h-11 text-primary md:h-9"
      onClick={() => onSetAll(keys, anyOpen)}
    >
      {anyOpen ? <ChevronsDownUp aria-hidden="true" /> : <ChevronsUpDown aria-hidden="true" />}
      {anyOpen ? 'Kuncupkan semua' : 'Kembangkan semua'}
    </Button>
  );
}

export interface JumpTarget {
  key: string;
  title: string;
  count?: number;
}

export function JumpChips({
  targets,
  onJump,
  label = 'Lompat ke bahagian',
}: {
  targets: readonly JumpTarget[];
  onJump: (key: string) => void;
  label?: string;
}) {
  return (
    <nav aria-label={label} className="-mx-4 min-w-0 sm:mx-0">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:flex-wrap sm:px-0">
        {targets.map((target) => (
          <li key={target.key} className="shrink-0">
            <a
              href={`#${sectionId(target.key)}`}
              onClick={(event) => {
                event.preventDefault();
                onJump(target.key);
              }}
              className={cn(
                'inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-full bg-card px-4 font-medium text-sm shadow-sm ring-1 ring-border md:min-h-9',
                'hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring',
              )}
            >
              {target.title}
              {target.count !== undefined ? (
                <span className="text-muted-foreground text-xs tabular-nums">{target.count}</span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Below 768 px a long list of open groups would be thousands of pixels tall. */
export function isPhoneWidth(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(max-width: 767.98px)').matches;
}

export function goToSection(key: string): void {
  requestAnimationFrame(() => {
    const section = document.getElementById(sectionId(key));
    if (!section) return;
    section.scrollIntoView({ block: 'start' });
    const focusable = section.querySelector<HTMLElement>('[data-section-focus]') ?? section;
    focusable.focus({ preventScroll: true });
  });
}

const memberCount = (group: OrgGroup) => group.entries.filter((entry) => !entry.isPlaceholder).length;

export function GroupGrid({
  groups,
  actions,
  pendingId,
  headingLevel,
  collapsed,
  onToggle,
}: {
  groups: readonly OrgGroup[];
  actions: MemberCardActions;
  pendingId?: number;
  headingLevel: 2 | 3;
  collapsed: ReadonlySet<string>;
  onToggle: (key: string) => void;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid grid-cols-1 items-start gap-3 p-0 md:grid-cols-2 md:gap-4 xl:grid-cols-3">
      {groups.map((group) => {
        const open = !collapsed.has(group.key);
        const id = sectionId(group.key);
        const count = memberCount(group);
        return (
          <li key={group.key} className="list-none">
            <section
              id={id}
              aria-labelledby={`${id}-t`}
              data-testid="org-group"
              className="scroll-mt-24 overflow-hidden rounded-xl bg-card shadow-sm"
            >
              <Heading className="font-semibold">
                <button
                  type="button"
                  data-section-focus
                  aria-expanded={open}
                  aria-controls={`${id}-c`}
                  onClick={() => onToggle(group.key)}
                  className="flex min-h-12 w-full cursor-pointer items-center gap-2 px-3 py-2 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2"
                >
                  <span id={`${id}-t`} className="min-w-0 flex-1 truncate text-primary" title={group.title}>
                    {group.title}
                  </span>
                  <span
                    aria-hidden="true"
                    className="rounded-full bg-muted px-2 py-0.5 font-medium text-muted-foreground text-xs tabular-nums"
                  >
                    {count}
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className={cn(
                      'size-5 shrink-0 text-muted-foreground transition-transform',
                      !open && '-rotate-90',
                    )}
                  />
                </button>
              </Heading>
              <ul
                id={`${id}-c`}
                hidden={!open}
                className={cn(
                  'border-border border-t p-0',
                  count === 0 ? 'grid grid-cols-2 gap-2 p-2' : 'divide-y divide-border',
                )}
              >
                {group.entries.map((entry) => (
                  <MemberCard
                    key={entry.id}
                    entry={entry}
                    actions={actions}
                    removing={pendingId === entry.id}
                    showMinistry={group.ministry === null}
                  />
                ))}
              </ul>
            </section>
          </li>
        );
      })}
    </ul>
  );
}
