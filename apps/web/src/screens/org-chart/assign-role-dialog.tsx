import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@kubm/ui/dialog';
import { Label } from '@kubm/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@kubm/ui/select';
import { toast } from '@kubm/ui/toast-store';
import { assignRoleSchema, MSG, type Role } from '@kubm/validators';
import { useId, useState } from 'react';
import { FormActions } from '../../components/form-fields';
import { errorMessage } from '../../lib/errors';
import type { OrgMember } from '../../lib/org-chart';
import { useMemberUpdate } from './use-member-update';

export function AssignRoleDialog({
  open,
  role,
  members,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  role: Role | null;
  members: readonly OrgMember[];
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Tetapkan Ahli ke Jawatan</DialogTitle>
          <DialogDescription>Pilih ahli yang akan memegang jawatan ini.</DialogDescription>
        </DialogHeader>
        {role ? (
          // Mounted afresh for each position, so no earlier choice lingers.
          <AssignForm key={role} role={role} members={members} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AssignForm({
  role,
  members,
  onDone,
}: {
  role: Role;
  members: readonly OrgMember[];
  onDone: () => void;
}) {
  const ids = { role: useId(), member: useId() };
  const [memberId, setMemberId] = useState('');
  const update = useMemberUpdate({
    onSuccess: () => {
      toast({ variant: 'success', title: 'Role updated' });
      onDone();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Update failed', description: errorMessage(error) });
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = assignRoleSchema.safeParse({ memberId: Number(memberId) || undefined, role });
    if (!parsed.success) {
      toast({ variant: 'destructive', title: MSG.assignTitle, description: MSG.assignMember });
      return;
    }
    update.mutate({ member: { id: parsed.data.memberId }, changes: { role: parsed.data.role } });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={ids.role}>Jawatan</Label>
        <Select value={role} disabled>
          <SelectTrigger id={ids.role} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={role}>{role}</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.member}>Ahli</Label>
        <Select value={memberId} onValueChange={setMemberId}>
          <SelectTrigger id={ids.member} className="w-full">
            <SelectValue placeholder="Pilih ahli" />
          </SelectTrigger>
          <SelectContent>
            {members.map((member) => (
              <SelectItem key={member.id} value={String(member.id)}>
                {member.name} ({member.role})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <FormActions
        pending={update.isPending}
        onCancel={onDone}
        submitLabel="Tetapkan Jawatan"
        pendingLabel="Menyimpan..."
      />
    </form>
  );
}
