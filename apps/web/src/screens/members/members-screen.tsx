import { ComingSoon } from '../../components/coming-soon';

/** Member list (/members): search and table (spec §2). */
export function MembersScreen() {
  return <ComingSoon title="Senarai Ahli" />;
}
