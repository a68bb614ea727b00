import { ComingSoon } from '../../components/coming-soon';

/** Profile (/profile): view and edit mode (spec §2). */
export function ProfileScreen() {
  return <ComingSoon title="Profil Saya" />;
}
