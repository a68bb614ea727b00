// The 'Edit Ahli' dialog (spec §2 Organisation chart, §5 member edit, §8 members toasts).
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@kubm/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@kubm/ui/dialog';
import { Input } from '@kubm/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@kubm/ui/select';
import { toast } from '@kubm/ui/toast';
import { type MemberEditInput, memberEditSchema, STORED_MINISTRIES, STORED_ROLES } from '@kubm/validators';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../components/form';
import { errorMessage } from '../../lib/errors';
import type { OrgMember } from '../../lib/org-chart';
import { useMemberUpdate } from './use-member-update';

type MemberFormValues = z.input<typeof memberEditSchema>;

const isOneOf = (list: readonly string[], value: string) => list.includes(value);

export function EditMemberDialog({
  open,
  member,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  member: OrgMember | null;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const inFlight = useRef(false);
  const update = useMemberUpdate({
    onSuccess: () => {
      toast({ variant: 'success', title: 'Ahli dikemaskini' });
      onOpenChange(false);
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Ralat',
        description: `Tidak dapat mengemaskini ahli: ${errorMessage(error)}`,
      });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const submit = (values: MemberEditInput) => {
    if (!member || inFlight.current) return;
    inFlight.current = true;
    update.mutate({ member, changes: values });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && update.isPending) return;
        onOpenChange(next);
      }}
    >
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Edit Ahli</DialogTitle>
          <DialogDescription>Kemaskini maklumat, jawatan dan ministri ahli ini.</DialogDescription>
        </DialogHeader>
        {member ? (
          <MemberForm
            key={member.id}
            member={member}
            pending={update.isPending}
            onSubmit={submit}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function MemberForm({
  member,
  pending,
  onSubmit,
  onCancel,
}: {
  member: OrgMember;
  pending: boolean;
  onSubmit: (values: MemberEditInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<MemberFormValues, unknown, MemberEditInput>({
    resolver: zodResolver(memberEditSchema),
    mode: 'onTouched',
    defaultValues: {
      name: member.name,
      email: member.email ?? '',
      phone: member.phone ?? '',
      role: isOneOf(STORED_ROLES, member.role) ? member.role : '',
      ministry: isOneOf(STORED_MINISTRIES, member.ministry) ? member.ministry : '',
    },
  });

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Nama</FormLabel>
              <FormControl>
                <Input autoComplete="off" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="phone"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Telefon</FormLabel>
              <FormControl>
                <Input type="tel" inputMode="tel" autoComplete="off" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="role"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Jawatan</FormLabel>
              <Select name={field.name} value={field.value ?? ''} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder="Pilih jawatan" />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {STORED_ROLES.map((role) => (
                    <SelectItem key={role} value={role}>
                      {role}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="ministry"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Ministri</FormLabel>
              <Select name={field.name} value={field.value ?? ''} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder="Pilih ministri" />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {STORED_MINISTRIES.map((ministry) => (
                    <SelectItem key={ministry} value={ministry}>
                      {ministry}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Batal
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Menyimpan...' : 'Simpan'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
