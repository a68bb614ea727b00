import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@kubm/ui/dialog';
import { Label } from '@kubm/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@kubm/ui/select';
import { toast } from '@kubm/ui/toast-store';
import { assignRoleSchema, MSG } from '@kubm/validators';
import { useId, useMemo, useState } from 'react';
import { FormActions } from '../../components/form-fields';
import { MemberPicker } from '../../components/member-picker';
import { errorMessage } from '../../lib/errors';
import { type AssignPlace, assignChanges, type OrgMember, shortMinistryLabel } from './org-chart';
import { useMemberUpdate } from './use-member-update';

export function AssignRoleDialog({
  open,
  place,
  members,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  place: AssignPlace | null;
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
        {place ? (
          // Mounted afresh for each place, so no earlier choice lingers.
          <AssignForm
            key={`${place.role}|${place.ministry ?? ''}`}
            place={place}
            members={members}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AssignForm({
  place,
  members,
  onDone,
}: {
  place: AssignPlace;
  members: readonly OrgMember[];
  onDone: () => void;
}) {
  const ids = { role: useId(), place: useId(), member: useId() };
  const [memberId, setMemberId] = useState<number | undefined>(undefined);
  const choices = useMemo(
    () =>
      members.map((member) => ({
        value: member.id,
        name: member.name,
        role: `${member.role} · ${shortMinistryLabel(member.ministry)}`,
        photo: member.profilePhoto,
      })),
    [members],
  );
  const update = useMemberUpdate({
    onSuccess: () => {
      toast({ variant: 'success', title: <span lang="en">Role updated</span> });
      onDone();
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: <span lang="en">Update failed</span>,
        description: errorMessage(error),
      });
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = assignRoleSchema.safeParse({ memberId, role: place.role });
    if (!parsed.success) {
      toast({ variant: 'destructive', title: MSG.assignTitle, description: MSG.assignMember });
      return;
    }
    update.mutate({ member: { id: parsed.data.memberId }, changes: assignChanges(place) });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={ids.role}>Jawatan</Label>
        <Select value={place.role} disabled>
          <SelectTrigger id={ids.role} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={place.role}>{place.role}</SelectItem>
          </SelectContent>
        </Select>
      </div>
      {place.ministry ? (
        // The member moves into this ministry or BEC with the role.
        <div className="grid gap-1.5">
          <Label htmlFor={ids.place}>Ministri / BEC</Label>
          <Select value={place.ministry} disabled>
            <SelectTrigger id={ids.place} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={place.ministry}>{place.ministry}</SelectItem>
            </SelectContent>
          </Select>
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor={ids.member}>Ahli</Label>
        <MemberPicker id={ids.member} members={choices} value={memberId} onChange={setMemberId} />
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
