import { CACHE_MS, type TaskForm, type TaskFormInput } from '@kubm/validators';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../components/form';
import { LoadFailedLine } from '../../components/load-failed';
import { MemberPicker, type PickerMember } from '../../components/member-picker';
import { trpc } from '../../lib/trpc';

// The same lifetime as the org chart's member list.
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
    const listed: PickerMember[] = (members.data ?? []).map((member) => ({
      value: member.userId,
      name: member.name,
      role: member.role,
    }));
    if (current && !listed.some((member) => member.value === current.userId)) {
      listed.push({ value: current.userId, name: current.name });
    }
    return listed;
  }, [members.data, current]);

  return (
    <FormField
      control={control}
      name="assigneeId"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Ditugaskan Kepada</FormLabel>
          <FormControl>
            <MemberPicker
              ref={field.ref}
              name={field.name}
              members={options}
              value={typeof field.value === 'number' ? field.value : undefined}
              onChange={(value) => field.onChange(value)}
              // Opening the list moves focus into it: only its closing marks the field as visited.
              onClose={field.onBlur}
              placeholder={members.isPending ? 'Memuatkan senarai ahli...' : 'Pilih ahli'}
              disabled={disabled || (members.isPending && options.length === 0)}
            />
          </FormControl>
          {members.isError && !disabled ? (
            <LoadFailedLine text="Gagal memuat senarai ahli." query={members} />
          ) : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
