import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { lazyNamed } from '../../lib/lazy-component';
import { useSession } from '../../lib/session';
import { AccountSecurity } from './account-security';
import { ProfileView } from './profile-view';

// Viewing the profile needs none of the edit form's code.
const ProfileEditForm = lazyNamed(() => import('./profile-edit-form'), 'ProfileEditForm');

export function ProfileScreen() {
  const { user } = useSession();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const headingId = useId();
  const switched = useRef(false);

  // The button that switched modes is gone: focus the new heading as soon as it is drawn.
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
