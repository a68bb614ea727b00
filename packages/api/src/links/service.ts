// Rules: docs/product.md#links.
import { type Database, links, users } from '@kubm/db';
import type { LinkInput } from '@kubm/validators';
import { idValue } from '@kubm/validators';
import { desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { forbidden, notFound } from '../app-error';
import type { SessionUser } from '../auth/sessions';
import { isoInstant } from '../iso-instant';
import { canEditLink } from '../permissions';
import { preparedPerDatabase } from '../prepared';

export const LINK_MSG = {
  notFound: 'Pautan tidak dijumpai',
  forbidden: 'Hanya pencipta pautan atau kepimpinan boleh mengubah pautan ini',
  deleted: 'Pautan berjaya dihapuskan',
} as const;

export const linkOutputSchema = z.object({
  id: idValue,
  title: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  createdById: idValue.nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
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
  createdAt: isoInstant(links.createdAt),
};

function selectLinks(db: Database) {
  return db.select(linkColumns).from(links).leftJoin(users, eq(users.id, links.createdById)).$dynamic();
}
type LinkRow = Awaited<ReturnType<typeof selectLinks>>[number];

// A literal, not `{ ...row, canEdit }`: docs/decisions/literal-objects-on-hot-paths.md.
function toOutput(user: SessionUser, row: LinkRow): LinkOutput {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    description: row.description,
    category: row.category,
    createdById: row.createdById,
    createdByName: row.createdByName,
    createdAt: row.createdAt,
    canEdit: canEditLink(user, row),
  };
}

export interface LinksPage {
  items: LinkOutput[];
  nextCursor: number | null;
}

// The position is read from the cursor's row in SQL (a timestamp through JavaScript loses its microseconds);
// a deleted cursor link still pages correctly, since ids and creation times rise together.
function afterCursor(before: Placeholder): SQL {
  return sql`(${links.createdAt}, ${links.id}) <= (
    select anchor.created_at, anchor.id from ${links} anchor
    where anchor.id <= ${before} order by anchor.id desc limit 1
  ) and ${links.id} <> ${before}`;
}

// Then by id, so links created in the same instant keep one order across pages.
const firstPage = preparedPerDatabase((db) =>
  selectLinks(db)
    .orderBy(desc(links.createdAt), desc(links.id))
    .limit(sql.placeholder('limit'))
    .prepare('links_first_page'),
);
const laterPage = preparedPerDatabase((db) =>
  selectLinks(db)
    .where(afterCursor(sql.placeholder('before')))
    .orderBy(desc(links.createdAt), desc(links.id))
    .limit(sql.placeholder('limit'))
    .prepare('links_later_page'),
);

export async function listLinks(ctx: Ctx, pageSize: number, before?: number | null): Promise<LinksPage> {
  const limit = pageSize + 1;
  const rows = before
    ? await laterPage(ctx.db).execute({ before, limit })
    : await firstPage(ctx.db).execute({ limit });
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map((row) => toOutput(ctx.user, row)),
    nextCursor: rows.length > pageSize && last ? last.id : null,
  };
}

export async function getLink(ctx: Ctx, id: number): Promise<LinkOutput> {
  const [row] = await selectLinks(ctx.db).where(eq(links.id, id));
  if (!row) throw notFound(LINK_MSG.notFound);
  return toOutput(ctx.user, row);
}

/** `at` is for history loaded after the fact (the demo seed); a live link takes the database's clock. */
export async function createLink(ctx: Ctx, input: LinkInput, at?: Date): Promise<LinkOutput> {
  const [created] = await ctx.db
    .insert(links)
    .values({
      ...input,
      description: input.description || null,
      createdById: ctx.user.id,
      ...(at ? { createdAt: at } : {}),
    })
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
