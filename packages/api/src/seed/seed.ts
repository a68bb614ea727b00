// Fills an empty database with the demo committee of ./data.ts through the services a member's actions use,
// back-dated so the demo has a history. Refuses a database that has users.
import { type Database, users } from '@kubm/db';
import { linkSchema, taskFormSchema } from '@kubm/validators';
import { count } from 'drizzle-orm';
import { ACTIVITY, recordActivity } from '../activities/record';
import { createAccount, foundPortal } from '../auth/accounts';
import { hashPassword as argon2Hash } from '../auth/password';
import type { SessionUser } from '../auth/sessions';
import { createLink } from '../links/service';
import type { TaskMailQueue } from '../tasks/mail-queue';
import { createTask } from '../tasks/service';
import {
  DEMO_CHAIR_EMAIL,
  DEMO_PASSWORD,
  SEED_LINKS,
  SEED_PEOPLE,
  SEED_TASKS,
  type SeedPerson,
} from './data';

export { DEMO_CHAIR_EMAIL, DEMO_PASSWORD } from './data';

export interface SeedDeps {
  /** argon2 unless given: the seed's tests pass a trivial one. */
  hashPassword?(password: string): Promise<string>;
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

async function userCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

// The demo's addresses are invented: nobody is told of the tasks it assigns.
const NO_TASK_MAIL: TaskMailQueue = { add() {}, flushAll() {} };

export async function seedDatabase(db: Database, deps: SeedDeps = {}): Promise<SeedResult> {
  const existing = await userCount(db);
  if (existing > 0) throw new DatabaseNotEmptyError(existing);

  // One hash per account (each with its own salt), one at a time: argon2 is memory-hungry.
  const hash = deps.hashPassword ?? argon2Hash;
  const hashes: string[] = [];
  for (const _person of SEED_PEOPLE) hashes.push(await hash(DEMO_PASSWORD));

  const now = new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  // One transaction: a seed that fails half-way leaves the database empty, so it can simply be run again.
  return db.transaction(async (tx) => {
    // Checked again inside the transaction: another seed may have run while we were hashing.
    const raced = await userCount(tx);
    if (raced > 0) throw new DatabaseNotEmptyError(raced);

    const people = new Map<string, SessionUser>();
    for (const [i, person] of SEED_PEOPLE.entries()) {
      const joinedAt = daysAgo(person.joinedDaysAgo);
      const account = { ...person, passwordHash: hashes[i] as string, ministryRoles: person.pairs, joinedAt };
      const id = await createAccount(tx, account);
      people.set(person.email, sessionUser(id, person));
      await recordActivity(tx, id, ACTIVITY.joined(person.name), joinedAt);
    }
    const personBy = (email: string): SessionUser => {
      const person = people.get(email);
      if (!person) throw new Error(`Seed data names ${email}, who is not among the seeded people`);
      return person;
    };
    for (const person of SEED_PEOPLE) {
      if (person.updatedDaysAgo === undefined) continue;
      const at = daysAgo(person.updatedDaysAgo);
      await recordActivity(tx, personBy(person.email).id, ACTIVITY.updatedOwnProfile(person.name), at);
    }

    // The demo chair founded the portal: newcomers cannot claim leadership and need the code.
    const registrationCode = deps.newRegistrationCode?.() ?? null;
    await foundPortal(tx, personBy(DEMO_CHAIR_EMAIL).id, registrationCode);

    for (const task of SEED_TASKS) {
      const form = taskFormSchema.parse({
        ...task,
        assigneeId: personBy(task.assignee).id,
        startDate: malaysianDate(now, task.startInDays),
        dueDate: malaysianDate(now, task.dueInDays),
      });
      const ctx = { db: tx, user: personBy(task.assignor), taskMail: NO_TASK_MAIL };
      await createTask(ctx, form, daysAgo(Math.max(0, -task.startInDays) + 1));
    }

    for (const [i, link] of SEED_LINKS.entries()) {
      const ctx = { db: tx, user: personBy(link.createdBy) };
      await createLink(ctx, linkSchema.parse(link), daysAgo(60 - i * 5));
    }

    return { users: people.size, tasks: SEED_TASKS.length, links: SEED_LINKS.length, registrationCode };
  });
}

function sessionUser(id: number, person: SeedPerson): SessionUser {
  const [primary] = person.pairs;
  return { id, name: person.name, email: person.email, role: primary.role, ministry: primary.ministry };
}
