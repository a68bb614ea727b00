import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    // Stored lower-cased (the validators normalise), so the unique index is case-insensitive in effect.
    email: varchar('email', { length: 254 }).notNull().unique(),
    phone: varchar('phone', { length: 20 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    // The first ministry/role pair, here because the session user and the directory read it often.
    role: varchar('role', { length: 60 }).notNull(),
    ministry: varchar('ministry', { length: 60 }).notNull(),
    profilePhoto: text('profile_photo'),
    // The photo's version in its address (?v=…), computed on write so lists never hash the photos.
    profilePhotoVersion: text('profile_photo_version'),
    joinDate: timestamp('join_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Only a hash of the reset token is kept: a leaked database cannot be used to reset passwords.
    resetTokenHash: text('reset_token_hash'),
    resetTokenExpiry: timestamp('reset_token_expiry', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check(
      'users_profile_photo_version_check',
      sql`(${t.profilePhoto} is null) = (${t.profilePhotoVersion} is null)`,
    ),
  ],
);

/** `id` is the SHA-256 of the cookie's id, never the id: a copy of this table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    persistent: boolean('persistent').notNull().default(false),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

// One row, written by the first registration: a row, not "no users yet", so the portal stays founded
// after every account is deleted and two racing first registrations cannot both found it.
export const portalFounding = pgTable('portal_founding', {
  id: integer('id').primaryKey().default(1),
  founderUserId: integer('founder_user_id').references(() => users.id, { onDelete: 'set null' }),
  foundedAt: timestamp('founded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Readable, not hashed: leadership shows it to newcomers. Null until the server first needs one. */
  registrationCode: text('registration_code'),
});

// One row, bumped by triggers in every transaction that writes users, members or user_ministry_roles
// (migrations/0005_directory_version.sql): the member lists' kept answers are only as new as it says.
export const directoryVersion = pgTable('directory_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Shared by every process and kept over restarts; `key` is a SHA-256, so no e-mail address is stored. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_window_ends_at_idx').on(t.windowEndsAt)],
);

/** Name, e-mail, phone, role and ministry are read from `users`, so no screen can drift from another. */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const userMinistryRoles = pgTable(
  'user_ministry_roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ministry: varchar('ministry', { length: 60 }).notNull(),
    role: varchar('role', { length: 60 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('user_ministry_roles_user_id_idx').on(t.userId)],
);

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    description: varchar('description', { length: 500 }).notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The dashboard's newest 50, scanned backwards. Ascending on purpose: drizzle's .desc() adds NULLS LAST,
  // which ORDER BY … DESC (nulls first) cannot use.
  (t) => [index('activities_timestamp_id_idx').on(t.timestamp, t.id)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    description: varchar('description', { length: 2000 }),
    // Nullable so that a task outlives a member who leaves (docs/decisions/leaving-member-data.md).
    assignorId: integer('assignor_id').references(() => users.id, { onDelete: 'set null' }),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    isUrgent: boolean('is_urgent').notNull().default(false),
    status: varchar('status', { length: 40 }).notNull().default('Belum Selesai'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [
    index('tasks_assignee_id_idx').on(t.assigneeId),
    index('tasks_assignor_id_idx').on(t.assignorId),
    // The board's order and the old tasks' order (packages/api/src/tasks/service.ts), each key as the query
    // writes it: a page after a cursor is then an index range, not a sort of every task.
    index('tasks_board_order_idx').on(
      sql`(${t.status} = 'Selesai')`,
      sql`(not ${t.isUrgent})`,
      t.dueDate,
      t.id,
    ),
    index('tasks_finished_order_idx').on(
      sql`date_trunc('milliseconds', (${t.updatedAt} at time zone 'UTC'))`,
      t.id,
    ),
  ],
);

export const links = pgTable(
  'links',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    url: varchar('url', { length: 2048 }).notNull(),
    description: varchar('description', { length: 2000 }),
    category: varchar('category', { length: 40 }).notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // Scanned backwards, it serves the newest-first keyset pages and the cursor's row comparison.
  (t) => [index('links_category_idx').on(t.category), index('links_created_at_id_idx').on(t.createdAt, t.id)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type Member = typeof members.$inferSelect;
export type UserMinistryRole = typeof userMinistryRoles.$inferSelect;
export type Activity = typeof activities.$inferSelect;
export type Task = typeof tasks.$inferSelect;
export type Link = typeof links.$inferSelect;
export type RateLimit = typeof rateLimits.$inferSelect;
