import { ComingSoon } from '../../components/coming-soon';

/** Reset password (/reset-password): verify the e-mailed link, then set a new password (spec §2). */
export function ResetPasswordScreen() {
  return <ComingSoon title="Tetapkan Semula Kata Laluan" />;
}
