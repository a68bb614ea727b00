import { useEffect, useId, useRef, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';
import { AccountSecurity } from './account-security';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileView } from './profile-view';

/** Profile (/profile, protected): view mode, or edit mode; saving or cancelling returns to view (spec §4). */
export function ProfileScreen() {
  const { user } = useSession();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const headingId = useId();
  const switched = useRef(false);

  // The button that switched modes is gone: start the keyboard and screen reader at the new heading.
  useEffect(() => {
    if (!switched.current) return;
    document.getElementById(headingId)?.focus();
  }, [headingId, mode]);

  const switchTo = (next: 'view' | 'edit') => {
    switched.current = true;
    setMode(next);
  };

  // The protected route renders this only with a user; after leaving, it redirects away.
  if (!user) return null;

  return (
    <>
      <PageHeader title="Profil Saya" description="Your details as the committee sees them." />
      {mode === 'view' ? (
        <>
          <ProfileView user={user} headingId={headingId} onEdit={() => switchTo('edit')} />
          <AccountSecurity />
        </>
      ) : (
        <ProfileEditForm user={user} headingId={headingId} onDone={() => switchTo('view')} />
      )}
    </>
  );
}
