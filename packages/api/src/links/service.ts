// The useful-links library (spec §2 Links, §6): anyone signed in adds; leadership or the creator edits.
import { type Database, links, users } from '@kubm/db';
import type { LinkInput } from '@kubm/validators';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SessionUser } from '../auth/sessions';
import { forbidden, notFound } from '../errors';
import { canEditLink } from '../permissions';

export const LINK_MSG = {
  notFound: 'Pautan tidak dijumpai',
  forbidden: 'Hanya pencipta pautan atau kepimpinan boleh mengubah pautan ini',
  deleted: 'Pautan berjaya dihapuskan',
} as const;

export const linkOutputSchema = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  createdById: z.number().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the asking user may edit and delete it, from the one permission rule. */
  canEdit: z.boolean(),
});
export type LinkOutput = z.infer<typeof linkOutputSchema>;

interface Ctx {
  db: Database;
  user: SessionUser;
}

const linkColumns = {
  id: links.id,
  title: links.title,
  url: links.url,
  description: links.description,
  category: links.category,
  createdById: links.createdById,
  createdByName: users.name,
  createdAt: links.createdAt,
};

/** Links with their creator's name (null once the creator has left). */
function selectLinks(db: Database) {
  return db.select(linkColumns).from(links).leftJoin(users, eq(users.id, links.createdById)).$dynamic();
}
type LinkRow = Awaited<ReturnType<typeof selectLinks>>[number];

function toOutput(user: SessionUser, row: LinkRow): LinkOutput {
  return { ...row, createdAt: row.createdAt.toISOString(), canEdit: canEditLink(user, row) };
}

/** Newest first: what was just shared is what members look for. */
export async function listLinks(ctx: Ctx): Promise<LinkOutput[]> {
  const rows = await selectLinks(ctx.db).orderBy(desc(links.createdAt), desc(links.id));
  return rows.map((row) => toOutput(ctx.user, row));
}

async function getLink(ctx: Ctx, id: number): Promise<LinkOutput> {
  const [row] = await selectLinks(ctx.db).where(eq(links.id, id));
  if (!row) throw notFound(LINK_MSG.notFound);
  return toOutput(ctx.user, row);
}

/** The creator is always the session's user, whatever the body says. */
export async function createLink(ctx: Ctx, input: LinkInput): Promise<LinkOutput> {
  const [created] = await ctx.db
    .insert(links)
    .values({ ...input, description: input.description || null, createdById: ctx.user.id })
    .returning({ id: links.id });
  if (!created) throw new Error('insert returned no row');
  return getLink(ctx, created.id);
}

async function authorise(ctx: Ctx, id: number): Promise<void> {
  const [link] = await ctx.db.select({ createdById: links.createdById }).from(links).where(eq(links.id, id));
  if (!link) throw notFound(LINK_MSG.notFound);
  if (!canEditLink(ctx.user, link)) throw forbidden(LINK_MSG.forbidden);
}

export async function updateLink(ctx: Ctx, id: number, input: LinkInput): Promise<LinkOutput> {
  await authorise(ctx, id);
  await ctx.db
    .update(links)
    .set({ ...input, description: input.description || null })
    .where(eq(links.id, id));
  return getLink(ctx, id);
}

export async function removeLink(ctx: Ctx, id: number): Promise<{ message: string }> {
  await authorise(ctx, id);
  await ctx.db.delete(links).where(eq(links.id, id));
  return { message: LINK_MSG.deleted };
}
