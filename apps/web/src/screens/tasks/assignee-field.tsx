// The assignee select (spec §5): every member by name; the value is the member's user id.
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@kubm/ui/select';
import { CACHE_MS, type TaskForm, type TaskFormInput } from '@kubm/validators';
import { useMemo, useRef } from 'react';
import type { Control } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../components/form';
import { LoadFailedLine } from '../../components/load-failed';
import { trpc } from '../../lib/trpc';

// The same lifetime as the org chart's member list (spec §9: members cached 5 minutes).
const membersQueryOptions = { staleTime: CACHE_MS.members, gcTime: CACHE_MS.members } as const;

export function AssigneeField({
  control,
  disabled,
  current,
}: {
  control: Control<TaskFormInput, unknown, TaskForm>;
  disabled: boolean;
  /** The task's assignee, listed even before the members arrive (or if they are no longer listed). */
  current: { userId: number; name: string } | null;
}) {
  const members = trpc.members.list.useQuery(undefined, membersQueryOptions);
  const options = useMemo(() => {
    const listed = (members.data ?? []).map((member) => ({ userId: member.userId, name: member.name }));
    if (current && !listed.some((member) => member.userId === current.userId)) listed.push(current);
    return listed;
  }, [members.data, current]);
  // Opening the list moves focus into it: that blur must not mark the field as left empty.
  const listOpen = useRef(false);

  return (
    <FormField
      control={control}
      name="assigneeId"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Ditugaskan Kepada</FormLabel>
          <Select
            name={field.name}
            value={typeof field.value === 'number' ? String(field.value) : ''}
            onValueChange={(value) => field.onChange(Number(value))}
            onOpenChange={(open) => {
              listOpen.current = open;
              if (!open) field.onBlur();
            }}
            disabled={disabled || (members.isPending && options.length === 0)}
          >
            <FormControl>
              <SelectTrigger
                ref={field.ref}
                onBlur={() => {
                  if (!listOpen.current) field.onBlur();
                }}
              >
                <SelectValue placeholder={members.isPending ? 'Memuatkan senarai ahli...' : 'Pilih ahli'} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((member) => (
                <SelectItem key={member.userId} value={String(member.userId)}>
                  {member.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {members.isError && !disabled ? (
            <LoadFailedLine text="Gagal memuat senarai ahli." query={members} />
          ) : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
