// The APG combobox pattern: focus stays in the search box over a listbox of members.
import { cn } from '@kubm/ui/cn';
import { Popover, PopoverContent, PopoverTrigger } from '@kubm/ui/popover';
import { Check, ChevronDown, Search } from 'lucide-react';
import { type ComponentProps, useEffect, useId, useMemo, useRef, useState } from 'react';
import { UserAvatar } from './user-avatar';

export interface PickerMember {
  value: number;
  name: string;
  role?: string;
  photo?: string | null;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export function filterPickerMembers<M extends Pick<PickerMember, 'name'>>(
  members: readonly M[],
  query: string,
): M[] {
  const wanted = fold(query);
  if (wanted === '') return [...members];
  return members.filter((member) => fold(member.name).includes(wanted));
}

export function MemberPicker({
  members,
  value,
  onChange,
  onClose,
  placeholder = 'Pilih ahli',
  listLabel = 'Senarai ahli',
  className,
  disabled,
  ...triggerProps
}: {
  members: readonly PickerMember[];
  value: number | undefined;
  onChange: (value: number) => void;
  onClose?: () => void;
  placeholder?: string;
  listLabel?: string;
} & Omit<ComponentProps<'button'>, 'value' | 'onChange' | 'type' | 'role'>) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const optionId = (index: number) => `${listId}-o${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => filterPickerMembers(members, query), [members, query]);
  const chosen = members.find((member) => member.value === value);

  const setOpenState = (next: boolean) => {
    if (next) {
      setQuery('');
      setActive(
        Math.max(
          0,
          members.findIndex((member) => member.value === value),
        ),
      );
    }
    setOpen(next);
    if (!next) onClose?.();
  };
  const pick = (member: PickerMember) => {
    onChange(member.value);
    setOpenState(false);
  };

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const onSearchKey = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(active + 5, last),
      PageUp: Math.max(active - 5, 0),
    };
    if (event.key in moves && shown.length > 0) {
      // Home/End move in the list only when nothing is typed: otherwise they move the caret.
      if ((event.key === 'Home' || event.key === 'End') && query !== '') return;
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const member = shown[active];
      if (member) pick(member);
    }
  };

  return (
    <Popover open={open} onOpenChange={setOpenState} modal>
      <PopoverTrigger asChild>
        <button
          type="button"
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          disabled={disabled}
          className={cn(
            'flex min-h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-left text-base md:min-h-10 md:text-sm',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
            'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
            className,
          )}
          {...triggerProps}
        >
          <span className={cn('min-w-0 truncate', !chosen && 'text-muted-foreground')}>
            {chosen ? chosen.name : placeholder}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-70" />
        </button>
      </PopoverTrigger>
      <PopoverContent
        aria-label={listLabel}
        className="flex w-(--radix-popover-trigger-width) min-w-72 max-w-[calc(100vw-1rem)] flex-col overflow-hidden p-0"
        style={{ maxHeight: 'min(24rem, var(--radix-popover-content-available-height))' }}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <div className="relative border-border border-b p-2">
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-5 size-4 text-muted-foreground"
          />
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label="Cari nama ahli"
            aria-expanded="true"
            aria-controls={shown.length > 0 ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={shown[active] ? optionId(active) : undefined}
            autoComplete="off"
            placeholder="Cari nama..."
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKey}
            className="h-11 w-full rounded-lg bg-muted pr-3 pl-9 text-base outline-none focus-visible:outline-2 focus-visible:outline-ring md:h-10 md:text-sm"
          />
        </div>
        {shown.length > 0 ? (
          <div
            role="listbox"
            id={listId}
            aria-label={listLabel}
            className="min-h-0 flex-1 overflow-y-auto p-1"
          >
            {shown.map((member, index) => {
              const selected = member.value === value;
              return (
                <div
                  key={member.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={selected}
                  aria-describedby={member.role ? `${optionId(index)}-r` : undefined}
                  // Focusable by script only: the keyboard stays in the search box.
                  tabIndex={-1}
                  data-active={index === active || undefined}
                  onPointerMove={() => setActive(index)}
                  onClick={() => pick(member)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      pick(member);
                    }
                  }}
                  className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 outline-none data-[active]:bg-accent data-[active]:text-accent-foreground"
                >
                  <UserAvatar name={member.name} photo={member.photo} className="size-9" />
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate font-medium text-sm">{member.name}</span>
                    {member.role ? (
                      // Read as the option's description, not as part of its name (the name is the member).
                      <span
                        id={`${optionId(index)}-r`}
                        aria-hidden="true"
                        className="truncate text-muted-foreground text-xs"
                      >
                        {member.role}
                      </span>
                    ) : null}
                  </span>
                  {selected ? <Check aria-hidden="true" className="size-4 shrink-0 text-primary" /> : null}
                </div>
              );
            })}
          </div>
        ) : (
          <p role="status" className="px-3 pb-4 text-center text-muted-foreground text-sm">
            Tiada ahli ditemui.
          </p>
        )}
      </PopoverContent>
    </Popover>
  );
}
