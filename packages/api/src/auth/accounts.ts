import { type Database, members, portalFounding, userMinistryRoles, users } from '@kubm/db';
import type { RegisterInput } from '@kubm/validators';

type MinistryRolePair = RegisterInput['ministryRoles'][number];

export interface NewAccount {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  /** The first pair is also the user's role and ministry on `users`. */
  ministryRoles: readonly [MinistryRolePair, ...MinistryRolePair[]];
  /** For history loaded after the fact (the demo seed); a registration takes the database's clock. */
  joinedAt?: Date;
}

// A user, their members row and their pairs: call inside a transaction, so none is written alone.
export async function createAccount(db: Database, account: NewAccount): Promise<number> {
  const [primary] = account.ministryRoles;
  const at = account.joinedAt ? { createdAt: account.joinedAt } : {};
  const [created] = await db
    .insert(users)
    .values({
      name: account.name,
      email: account.email,
      phone: account.phone,
      passwordHash: account.passwordHash,
      role: primary.role,
      ministry: primary.ministry,
      ...(account.joinedAt ? { joinDate: account.joinedAt } : {}),
    })
    .returning({ id: users.id });
  if (!created) throw new Error('insert returned no row');
  await db.insert(members).values({ userId: created.id, ...at });
  await db
    .insert(userMinistryRoles)
    .values(account.ministryRoles.map((pair) => ({ userId: created.id, ...pair, ...at })));
  return created.id;
}

// Only one account founds the portal: a racing second one waits for the first's row, then gets false.
export async function foundPortal(
  db: Database,
  founderUserId: number,
  registrationCode: string | null,
): Promise<boolean> {
  const founded = await db
    .insert(portalFounding)
    .values({ founderUserId, registrationCode })
    .onConflictDoNothing()
    .returning({ id: portalFounding.id });
  return founded.length > 0;
}
