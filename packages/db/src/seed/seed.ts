// Fills an empty database with the demo committee of ./data.ts; refuses a database that has users.
import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { activities, links, members, portalFounding, tasks, userMinistryRoles, users } from '../schema';
import { DEMO_CHAIR_EMAIL, DEMO_PASSWORD, SEED_LINKS, SEED_PEOPLE, SEED_TASKS } from './data';

export { DEMO_CHAIR_EMAIL, DEMO_PASSWORD } from './data';

export interface SeedDeps {
  hashPassword(password: string): Promise<string>;
  newRegistrationCode?(): string;
}

export interface SeedResult {
  users: number;
  tasks: number;
  links: number;
  registrationCode: string | null;
}

export class DatabaseNotEmptyError extends Error {
  constructor(userCount: number) {
    super(
      `The database already has ${userCount} user(s); the demo data is only loaded into an empty database, ` +
        'so nothing was changed. Point DATA_DIR or DATABASE_URL at a new database to seed it.',
    );
    this.name = 'DatabaseNotEmptyError';
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const TIME_ZONE = 'Asia/Kuala_Lumpur';

function malaysianDate(now: Date, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

async function userCount(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function seedDatabase(db: Database, deps: SeedDeps): Promise<SeedResult> {
  const existing = await userCount(db);
  if (existing > 0) throw new DatabaseNotEmptyError(existing);

  // One hash per account (each with its own salt), one at a time: argon2 is memory-hungry.
  const hashes: string[] = [];
  for (const _person of SEED_PEOPLE) hashes.push(await deps.hashPassword(DEMO_PASSWORD));

  const now = new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  return db.transaction(async (tx) => {
    // Checked again inside the transaction: another seed may have run while we were hashing.
    const raced = await userCount(tx);
    if (raced > 0) throw new DatabaseNotEmptyError(raced);

    const inserted = await tx
      .insert(users)
      .values(
        SEED_PEOPLE.map((person, i) => ({
          name: person.name,
          email: person.email,
          phone: person.phone,
          passwordHash: hashes[i] as string,
          role: person.pairs[0].role,
          ministry: person.pairs[0].ministry,
          joinDate: daysAgo(person.joinedDaysAgo),
        })),
      )
      .returning({ id: users.id, email: users.email });
    const idByEmail = new Map(inserted.map((u) => [u.email, u.id]));
    const idOf = (email: string): number => {
      const id = idByEmail.get(email);
      if (id === undefined) throw new Error(`Seed data names ${email}, who is not among the seeded people`);
      return id;
    };
    // The demo chair founded the portal: newcomers cannot claim leadership and need the code.
    const registrationCode = deps.newRegistrationCode?.() ?? null;
    await tx
      .insert(portalFounding)
      .values({ founderUserId: idOf(DEMO_CHAIR_EMAIL), registrationCode })
      .onConflictDoNothing();

    await tx.insert(members).values(
      SEED_PEOPLE.map((person) => ({
        userId: idOf(person.email),
        createdAt: daysAgo(person.joinedDaysAgo),
      })),
    );

    await tx.insert(userMinistryRoles).values(
      SEED_PEOPLE.flatMap((person) =>
        person.pairs.map((p) => ({
          userId: idOf(person.email),
          ministry: p.ministry,
          role: p.role,
          createdAt: daysAgo(person.joinedDaysAgo),
        })),
      ),
    );

    await tx.insert(activities).values([
      ...SEED_PEOPLE.map((person) => ({
        userId: idOf(person.email),
        description: `${person.name} joined the committee`,
        timestamp: daysAgo(person.joinedDaysAgo),
      })),
      ...SEED_PEOPLE.filter((person) => person.updatedDaysAgo !== undefined).map((person) => ({
        userId: idOf(person.email),
        description: `${person.name} updated their profile`,
        timestamp: daysAgo(person.updatedDaysAgo ?? 0),
      })),
    ]);

    const insertedTasks = await tx
      .insert(tasks)
      .values(
        SEED_TASKS.map((task) => {
          const created = daysAgo(Math.max(0, -task.startInDays) + 1);
          return {
            title: task.title,
            description: task.description,
            assignorId: idOf(task.assignor),
            assigneeId: idOf(task.assignee),
            startDate: malaysianDate(now, task.startInDays),
            dueDate: malaysianDate(now, task.dueInDays),
            isUrgent: task.isUrgent,
            status: task.status,
            createdAt: created,
            updatedAt: created,
          };
        }),
      )
      .returning({ id: tasks.id });

    const insertedLinks = await tx
      .insert(links)
      .values(
        SEED_LINKS.map((link, i) => ({
          title: link.title,
          url: link.url,
          description: link.description,
          category: link.category,
          createdById: idOf(link.createdBy),
          createdAt: daysAgo(60 - i * 5),
        })),
      )
      .returning({ id: links.id });

    return {
      users: inserted.length,
      tasks: insertedTasks.length,
      links: insertedLinks.length,
      registrationCode,
    };
  });
}
