import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { lazyNamed } from '../../lib/lazy-component';
import { useSession } from '../../lib/session';
import { AccountSecurity } from './account-security';
import { ProfileView } from './profile-view';

// The edit form (react-hook-form, zod, the ministry and phone fields) is fetched when 'Edit Profile' is
// pointed at or focused: viewing the profile needs none of it.
const ProfileEditForm = lazyNamed(() => import('./profile-edit-form'), 'ProfileEditForm');

/** Profile (/profile, protected): view mode, or edit mode; saving or cancelling returns to view. */
export function ProfileScreen() {
  const { user } = useSession();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const headingId = useId();
  const switched = useRef(false);

  // The button that switched modes is gone: start the keyboard and screen reader at the new heading, as
  // soon as it is drawn (the edit form's code may arrive a moment after the click).
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    if (heading && switched.current) heading.focus();
  }, []);

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
          <ProfileView
            user={user}
            headingId={headingId}
            headingRef={headingRef}
            onEdit={() => switchTo('edit')}
            onEditHint={ProfileEditForm.preload}
          />
          <AccountSecurity />
        </>
      ) : (
        <Suspense fallback={<PageSpinner late />}>
          <ProfileEditForm
            user={user}
            headingId={headingId}
            headingRef={headingRef}
            onDone={() => switchTo('view')}
          />
        </Suspense>
      )}
    </>
  );
}
