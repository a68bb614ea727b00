import { ComingSoon } from '../../components/coming-soon';

/** Live voting results (/keputusan-undian), inside PublicShell (spec §2). */
export function VotingResultsScreen() {
  return <ComingSoon title="Keputusan Undian" />;
}
