/**
 * Register tab (spec §2, §5): name, e-mail, phone, password, ministry/role pairs, submit 'Cipta Akaun'.
 * Placeholder until the accounts work lands.
 */
export function RegisterForm() {
  return <p className="text-muted-foreground">Borang pendaftaran akan datang.</p>;
}
