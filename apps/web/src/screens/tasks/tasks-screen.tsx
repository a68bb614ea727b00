import { ComingSoon } from '../../components/coming-soon';

/** Tasks (/tasks): tabs, status groups, task dialog (spec §2). */
export function TasksScreen() {
  return <ComingSoon title="Pengurusan Tugas" />;
}
