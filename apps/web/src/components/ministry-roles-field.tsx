import { Badge } from '@kubm/ui/badge';
import { Button } from '@kubm/ui/button';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@kubm/ui/select';
import { toast } from '@kubm/ui/toast-store';
import { AJK_UTAMA_NOTE, DEFAULT_ROLE, MSG } from '@kubm/validators';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { type HeldPair, ministryChoices, roleChoices } from '../lib/role-choices';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './form';

interface PairsForm {
  ministryRoles: { ministry: string; role: string }[];
}

const TEXT = {
  ms: {
    heading: 'Ministry dan Peranan',
    help: 'Pasangan pertama ialah ministry dan peranan utama anda.',
    pair: (n: number) => `Ministry dan peranan ${n}`,
    ministry: 'Ministry',
    role: 'Peranan',
    ministryPlaceholder: 'Pilih ministry',
    rolePlaceholder: 'Pilih peranan',
    add: 'Tambah',
    addContext: ' ministry dan peranan',
    remove: 'Buang',
    primary: 'Utama',
    lastTitle: MSG.registerLastPairTitle,
    last: MSG.registerLastPair,
    appointed: MSG.leadershipAppointedHint,
  },
  en: {
    heading: 'Ministries and Roles',
    help: 'The first pair is your main ministry and role.',
    pair: (n: number) => `Ministry and role ${n}`,
    ministry: 'Ministry',
    role: 'Role',
    ministryPlaceholder: 'Select a ministry',
    rolePlaceholder: 'Select a role',
    add: 'Add',
    addContext: ' ministry and role',
    remove: 'Remove',
    primary: 'Primary',
    lastTitle: MSG.profileLastPairTitle,
    last: MSG.profileLastPair,
    appointed: MSG.leadershipAppointedHint,
  },
} as const;

export const emptyMinistryRole = () => ({ ministry: '', role: DEFAULT_ROLE as string });

const NO_PAIRS: readonly HeldPair[] = [];

/**
 * Never fewer than one pair. Appointed roles are shown disabled with a hint, unless `leadershipOpen` or the
 * member already holds them: hiding them would not tell the member why.
 */
export function MinistryRolesField({
  lang,
  lockFirst = false,
  leadershipOpen,
  held = NO_PAIRS,
}: {
  lang: 'ms' | 'en';
  lockFirst?: boolean;
  leadershipOpen: boolean;
  held?: readonly HeldPair[];
}) {
  const text = TEXT[lang];
  const ministries = useMemo(() => ministryChoices(held), [held]);
  const roles = useMemo(() => roleChoices({ leadershipOpen, held }), [leadershipOpen, held]);
  const form = useFormContext<PairsForm>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'ministryRoles' });
  const addRef = useRef<HTMLButtonElement>(null);
  const listError =
    form.formState.errors.ministryRoles?.root?.message ?? form.formState.errors.ministryRoles?.message;

  const removePair = (index: number) => {
    if (fields.length <= 1 || (lockFirst && index === 0)) {
      toast({ variant: 'destructive', title: text.lastTitle, description: text.last });
      return;
    }
    remove(index);
    // The pressed button is gone; keep the keyboard user in the list.
    addRef.current?.focus();
  };

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-1 font-medium text-sm leading-none">{text.heading}</legend>
      <p className="text-muted-foreground text-sm">{text.help}</p>

      {fields.map((item, index) => {
        const removable = !(lockFirst && index === 0);
        return (
          <fieldset key={item.id} className="min-w-0 space-y-3 rounded-lg bg-muted p-3">
            <legend className="sr-only">
              {text.pair(index + 1)}
              {index === 0 ? ` (${text.primary})` : ''}
            </legend>
            <div className="flex min-h-9 items-center justify-between gap-2">
              <p aria-hidden="true" className="flex items-center gap-2 font-medium text-sm">
                {text.pair(index + 1)}
                {index === 0 ? <Badge variant="secondary">{text.primary}</Badge> : null}
              </p>
              {removable ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  aria-label={`${text.remove} ${text.pair(index + 1).toLowerCase()}`}
                  onClick={() => removePair(index)}
                >
                  <Trash2 aria-hidden="true" />
                  {text.remove}
                </Button>
              ) : null}
            </div>
            <FormField
              control={form.control}
              name={`ministryRoles.${index}.ministry`}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{text.ministry}</FormLabel>
                  <Select name={field.name} value={field.value} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue placeholder={text.ministryPlaceholder} />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent className="max-w-(--radix-select-trigger-width)">
                      {ministries.map((ministry) =>
                        ministry === 'AJK UTAMA' ? (
                          <SelectGroup key={ministry}>
                            <SelectItem value={ministry}>{ministry}</SelectItem>
                            <SelectLabel className="whitespace-normal pt-0 font-normal">
                              {AJK_UTAMA_NOTE}
                            </SelectLabel>
                          </SelectGroup>
                        ) : (
                          <SelectItem key={ministry} value={ministry}>
                            {ministry}
                          </SelectItem>
                        ),
                      )}
                    </SelectContent>
                  </Select>
                  {field.value === 'AJK UTAMA' ? <FormDescription>{AJK_UTAMA_NOTE}</FormDescription> : null}
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name={`ministryRoles.${index}.role`}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{text.role}</FormLabel>
                  <Select name={field.name} value={field.value} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue placeholder={text.rolePlaceholder} />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent className="max-w-(--radix-select-trigger-width)">
                      {roles.map((role) =>
                        role.appointed ? (
                          // Radix skips disabled items with the keyboard; the hint is in the option's text
                          // so a screen reader hears why, and it is dimmed less to stay readable.
                          <SelectItem
                            key={role.value}
                            value={role.value}
                            disabled
                            className="data-[disabled]:opacity-70"
                          >
                            {role.value}
                            <span className="block text-muted-foreground text-xs">{text.appointed}</span>
                          </SelectItem>
                        ) : (
                          <SelectItem key={role.value} value={role.value}>
                            {role.value}
                          </SelectItem>
                        ),
                      )}
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )}
            />
          </fieldset>
        );
      })}

      {listError ? (
        <p role="alert" className="font-medium text-destructive text-sm">
          {listError}
        </p>
      ) : null}

      <Button
        ref={addRef}
        type="button"
        variant="outline"
        size="sm"
        onClick={() => append(emptyMinistryRole())}
      >
        <Plus aria-hidden="true" />
        {text.add}
        <span className="sr-only">{text.addContext}</span>
      </Button>
    </fieldset>
  );
}
