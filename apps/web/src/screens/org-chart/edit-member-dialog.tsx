import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@kubm/ui/dialog';
import { Input } from '@kubm/ui/input';
import { toast } from '@kubm/ui/toast-store';
import { type MemberEditInput, memberEditSchema, STORED_MINISTRIES, STORED_ROLES } from '@kubm/validators';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmailField } from '../../components/email-field';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../components/form';
import { FormActions, SelectField } from '../../components/form-fields';
import { errorMessage } from '../../lib/errors';
import type { OrgMember } from './org-chart';
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
        <EmailField control={form.control} name="email" label="Email" autoComplete="off" />
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
        <SelectField
          control={form.control}
          name="role"
          label="Jawatan"
          placeholder="Pilih jawatan"
          options={STORED_ROLES}
        />
        <SelectField
          control={form.control}
          name="ministry"
          label="Ministri"
          placeholder="Pilih ministri"
          options={STORED_MINISTRIES}
        />
        <FormActions pending={pending} onCancel={onCancel} submitLabel="Simpan" pendingLabel="Menyimpan..." />
      </form>
    </Form>
  );
}
