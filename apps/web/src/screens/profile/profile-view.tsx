import { Badge } from '@kubm/ui/badge';
import { Button } from '@kubm/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@kubm/ui/card';
import { CalendarDays, Church, Mail, Pencil, Phone } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { UserAvatar } from '../../components/user-avatar';
import type { SessionUser } from '../../lib/session';
import { LeaveOrganization } from './leave-organization';
import { memberSince } from './profile-values';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-1">
      <dt className="flex items-center gap-2 text-muted-foreground text-xs uppercase tracking-wide [&_svg]:size-4">
        {icon}
        {label}
      </dt>
      <dd className="break-words pl-6 font-medium">{children}</dd>
    </div>
  );
}

export function ProfileView({
  user,
  headingId,
  headingRef,
  onEdit,
  onEditHint,
}: {
  user: SessionUser;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  onEdit: () => void;
  /** The edit button is pointed at or focused: the form's code can start loading. */
  onEditHint?: () => void;
}) {
  const pairs = user.ministryRoles;
  return (
    <Card className="max-w-3xl">
      <CardHeader className="items-center gap-4 text-center sm:flex-row sm:text-left">
        <UserAvatar
          name={user.name}
          photo={user.profilePhoto}
          className="size-24 [&_[data-slot=avatar-fallback]]:text-3xl"
        />
        <div className="min-w-0 space-y-2">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold text-xl outline-none">
            {user.name}
          </h2>
          <Badge>{user.role}</Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail icon={<Mail aria-hidden="true" />} label="Email">
            {user.email}
          </Detail>
          <Detail icon={<Phone aria-hidden="true" />} label="Phone">
            {user.phone || 'N/A'}
          </Detail>
          <Detail icon={<Church aria-hidden="true" />} label="Ministry">
            {user.ministry || 'N/A'}
          </Detail>
          <Detail icon={<CalendarDays aria-hidden="true" />} label="Member since">
            {memberSince(user.joinDate)}
          </Detail>
        </dl>
        {pairs.length > 0 ? (
          <section aria-labelledby={`${headingId}-pairs`} className="space-y-2">
            <h3 id={`${headingId}-pairs`} className="font-semibold text-sm">
              Ministries and Roles
            </h3>
            <ul className="divide-y divide-border rounded-lg bg-muted">
              {pairs.map((pair, index) => (
                <li
                  // Pairs have no id of their own, and the list does not change while shown.
                  key={`${index}-${pair.ministry}-${pair.role}`}
                  className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="font-medium">{pair.ministry}</span>
                  <span className="text-muted-foreground">{pair.role}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </CardContent>
      <CardFooter className="flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-between sm:pt-6">
        <LeaveOrganization userId={user.id} />
        <Button
          className="w-full sm:w-auto"
          onClick={onEdit}
          onPointerEnter={onEditHint}
          onFocus={onEditHint}
        >
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
      </CardFooter>
    </Card>
  );
}
