import { ComingSoon } from '../../components/coming-soon';

/** Useful links (/links): category tabs and link cards (spec §2). */
export function LinksScreen() {
  return <ComingSoon title="Pautan Berguna" />;
}
