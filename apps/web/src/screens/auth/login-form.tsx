/**
 * Login tab (spec §2, §5): e-mail, password, remember-me, forgot-password dialog, submit 'Log Masuk'.
 * Placeholder until the accounts work lands. The tab follows the address, so a link to
 * `/auth?tab=register` (authTabHref('register')) switches to registration.
 */
export function LoginForm() {
  return <p className="text-muted-foreground">Borang log masuk akan datang.</p>;
}
