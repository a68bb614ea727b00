import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@kubm/ui/button';
import { Checkbox } from '@kubm/ui/checkbox';
import { Input } from '@kubm/ui/input';
import {
  TASK_STATUSES,
  type TaskFormInput,
  type TaskForm as TaskFormOutput,
  taskFormSchema,
} from '@kubm/validators';
import { Flag } from 'lucide-react';
import { type DefaultValues, useForm, useWatch } from 'react-hook-form';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../components/form';
import { DescriptionField, FormActions, SelectField } from '../../components/form-fields';
import {
  dueDateMin,
  EARLIEST_START_DATE,
  LATEST_TASK_DATE,
  taskDueText,
  todayDay,
  todayInKualaLumpur,
} from '../../lib/task-dates';
import { AssigneeField } from './assignee-field';
import type { TaskDialogMode } from './task-dialog-mode';
import { isTaskStatus } from './task-groups';
import type { TaskItem } from './task-item';

function defaultValues(task: TaskItem | null): DefaultValues<TaskFormInput> {
  if (!task) {
    return { title: '', description: '', startDate: todayDay(), dueDate: '', isUrgent: false };
  }
  return {
    title: task.title,
    description: task.description ?? '',
    assigneeId: task.assigneeId ?? undefined,
    startDate: task.startDate,
    dueDate: task.dueDate,
    isUrgent: task.isUrgent,
    // An unknown stored status shows an empty select; left so, the update keeps it.
    status: isTaskStatus(task.status) ? task.status : undefined,
  };
}

export function TaskForm({
  mode,
  task,
  pending,
  onSubmit,
  onCancel,
}: {
  mode: TaskDialogMode;
  task: TaskItem | null;
  pending: boolean;
  onSubmit: (values: TaskFormOutput) => void;
  onCancel: () => void;
}) {
  const readOnly = mode === 'view';
  const form = useForm<TaskFormInput, unknown, TaskFormOutput>({
    resolver: zodResolver(taskFormSchema),
    // No message while typing a first title.
    mode: 'onTouched',
    defaultValues: defaultValues(task),
  });
  const startDate = useWatch({ control: form.control, name: 'startDate' });
  const dueMin = dueDateMin(typeof startDate === 'string' ? startDate : '');
  const dueDate = useWatch({ control: form.control, name: 'dueDate' });
  const dueHint =
    typeof dueDate === 'string' && dueDate >= dueMin
      ? taskDueText({ status: task?.status ?? '', dueDate }, todayInKualaLumpur()).text
      : '';

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
        <FormField
          control={form.control}
          name="title"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Tajuk</FormLabel>
              <FormControl>
                <Input autoComplete="off" disabled={readOnly} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <DescriptionField control={form.control} name="description" disabled={readOnly} />
        <AssigneeField
          control={form.control}
          disabled={readOnly}
          current={
            task?.assigneeId != null && task.assigneeName != null
              ? { userId: task.assigneeId, name: task.assigneeName }
              : null
          }
        />
        {/* Side by side even on a phone: a date input needs about 9 rem, and the pair reads as one span. */}
        <div className="grid grid-cols-2 gap-3">
          <FormField
            control={form.control}
            name="startDate"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Tarikh Mula</FormLabel>
                <FormControl>
                  <Input
                    type="date"
                    min={EARLIEST_START_DATE}
                    max={LATEST_TASK_DATE}
                    disabled={readOnly}
                    name={field.name}
                    ref={field.ref}
                    value={typeof field.value === 'string' ? field.value : ''}
                    onChange={(event) => {
                      field.onChange(event);
                      // The due date's rule depends on this one: re-check it once it holds a day.
                      if (form.getValues('dueDate')) void form.trigger('dueDate');
                    }}
                    onBlur={field.onBlur}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="dueDate"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Tarikh Akhir</FormLabel>
                <FormControl>
                  <Input
                    type="date"
                    min={dueMin}
                    max={LATEST_TASK_DATE}
                    disabled={readOnly}
                    name={field.name}
                    ref={field.ref}
                    value={typeof field.value === 'string' ? field.value : ''}
                    onChange={(event) => {
                      field.onChange(event);
                      // A day picked is a whole answer, not typing under way: say at once when it breaks
                      // the rule. On a phone the native picker may never focus (so never blur) the field.
                      void form.trigger('dueDate');
                    }}
                    onBlur={field.onBlur}
                  />
                </FormControl>
                <FormMessage data-testid="due-date-hint">{dueHint}</FormMessage>
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="isUrgent"
          render={({ field }) => (
            <FormItem className="flex min-h-11 items-center gap-3">
              <FormControl>
                <Checkbox
                  ref={field.ref}
                  name={field.name}
                  disabled={readOnly}
                  checked={field.value ?? false}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                />
              </FormControl>
              <FormLabel className="inline-flex cursor-pointer items-center gap-1.5 font-normal">
                <Flag aria-hidden="true" className="size-4 fill-current text-destructive" />
                Penting
              </FormLabel>
            </FormItem>
          )}
        />
        {task ? (
          <SelectField
            control={form.control}
            name="status"
            label="Status"
            placeholder="Pilih status"
            options={TASK_STATUSES}
            disabled={readOnly}
          />
        ) : null}
        {readOnly ? (
          <div className="flex flex-col pt-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onCancel}>
              Tutup
            </Button>
          </div>
        ) : (
          <FormActions
            pending={pending}
            onCancel={onCancel}
            submitLabel={mode === 'edit' ? 'Kemaskini' : 'Simpan'}
            pendingLabel={mode === 'edit' ? 'Mengemaskini...' : 'Menyimpan...'}
            submitDisabled={!form.formState.isValid}
          />
        )}
      </form>
    </Form>
  );
}
