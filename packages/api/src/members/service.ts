// Rules: docs/product.md#members-and-profile. Everything is read from and written to `users`.
import { type Database, members, users } from '@kubm/db';
import { idValue, type MemberUpdateInput, MSG, phoneField } from '@kubm/validators';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ACTIVITY, recordActivity } from '../activities/record';
import { AppError, forbidden, notFound } from '../app-error';
import { AUTH_MSG } from '../auth/messages';
import type { SessionUser } from '../auth/sessions';
import type { BackgroundTasks } from '../background';
import { isUniqueViolation } from '../db-errors';
import { isoInstant } from '../iso-instant';
import type { Mailer } from '../mail/mailer';
import { canEditMember, canTakeRolesYourself, isLeadership } from '../permissions';
import { prepareAnswer } from '../prepared-answer';
import { heldRoles, moveFirstPair } from '../users/roles';
import type { MemberListCache } from './list-cache';
import { photoAddress } from './photo';

export const MEMBER_MSG = {
  notFound: 'Ahli tidak dijumpai',
  forbidden: 'Anda hanya boleh mengubah maklumat anda sendiri',
} as const;

export const memberOutputSchema = z.object({
  id: idValue,
  userId: idValue,
  name: z.string(),
  // Visitors (the public org chart) never receive contact details.
  email: z.string().optional(),
  phone: z.string().optional(),
  role: z.string(),
  ministry: z.string(),
  joinDate: z.iso.datetime(),
  canEdit: z.boolean(),
});
export type MemberOutput = z.infer<typeof memberOutputSchema>;

export const memberWithPhotoOutputSchema = memberOutputSchema.extend({
  profilePhoto: z.string().nullable(),
});
export type MemberWithPhotoOutput = z.infer<typeof memberWithPhotoOutputSchema>;

type ReadCtx = { db: Database; user: SessionUser | null };
type ListCtx = ReadCtx & { memberLists: MemberListCache };
interface WriteCtx {
  db: Database;
  user: SessionUser;
  background: BackgroundTasks;
  mailer: Mailer;
}

const memberColumns = {
  id: members.id,
  userId: members.userId,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  ministry: users.ministry,
  joinDate: isoInstant(users.joinDate),
};

export function selectMembers(db: Database) {
  return db.select(memberColumns).from(members).innerJoin(users, eq(users.id, members.userId)).$dynamic();
}
export type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

// Literals, not `{ ...row, … }`: docs/decisions/literal-objects-on-hot-paths.md.
function toOutput(user: SessionUser | null, row: MemberRow): MemberOutput {
  const { id, userId, name, role, ministry, joinDate } = row;
  const canEdit = canEditMember(user, row);
  // Left out, not emptied: a visitor's answer has no contact keys at all.
  if (!user) return { id, userId, name, role, ministry, joinDate, canEdit };
  return { id, userId, name, email: row.email, phone: row.phone, role, ministry, joinDate, canEdit };
}

// Case-insensitive, then id: the same order on PGlite and PostgreSQL whatever their collations.
const byName = [asc(sql`lower(${users.name})`), asc(users.name), asc(members.id)];

export const memberListSchema = z.array(memberOutputSchema);
export const memberWithPhotoListSchema = z.array(memberWithPhotoOutputSchema);

export function listMembers(ctx: ListCtx): Promise<MemberOutput[]> {
  return ctx.memberLists.answer(ctx.db, 'members', ctx.user, async () => {
    const rows = await selectMembers(ctx.db).orderBy(...byName);
    return prepareAnswer(
      memberListSchema,
      rows.map((row) => toOutput(ctx.user, row)),
    );
  });
}

// Never reads the photo column, only its stored version: the answer stays small whatever the photos weigh.
export function listMembersWithPhotos(ctx: ListCtx): Promise<MemberWithPhotoOutput[]> {
  return ctx.memberLists.answer(ctx.db, 'withPhotos', ctx.user, async () => {
    const rows = await ctx.db
      .select({ ...memberColumns, photoVersion: users.profilePhotoVersion })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .orderBy(...byName);
    return prepareAnswer(
      memberWithPhotoListSchema,
      rows.map(({ photoVersion, ...row }) => ({
        ...toOutput(ctx.user, row),
        profilePhoto: photoAddress(row.id, photoVersion),
      })),
    );
  });
}

async function getMember(ctx: ReadCtx, id: number): Promise<MemberOutput> {
  const [row] = await selectMembers(ctx.db).where(eq(members.id, id));
  if (!row) throw notFound(MEMBER_MSG.notFound);
  return toOutput(ctx.user, row);
}

const phoneRule = z.object({ phone: phoneField });

// The stored phone is accepted as it is: 'Edit Ahli' sends every field back, and older entries must stay editable.
function assertPhoneRule(phone: string | undefined, stored: string): void {
  if (phone === undefined || phone === stored.trim()) return;
  const checked = phoneRule.safeParse({ phone });
  if (!checked.success) {
    const message = checked.error.issues[0]?.message ?? MSG.phoneFormat;
    throw new AppError('BAD_REQUEST', message, { cause: checked.error });
  }
}

export async function updateMember(
  ctx: WriteCtx,
  id: number,
  input: MemberUpdateInput,
): Promise<MemberOutput> {
  const [target] = await ctx.db
    .select({ userId: members.userId, name: users.name, email: users.email, phone: users.phone })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.id, id));
  if (!target) throw notFound(MEMBER_MSG.notFound);
  if (!canEditMember(ctx.user, target)) throw forbidden(MEMBER_MSG.forbidden);
  if (
    !isLeadership(ctx.user) &&
    input.role !== undefined &&
    !canTakeRolesYourself(await heldRoles(ctx.db, target.userId), [input.role])
  ) {
    throw forbidden(MSG.leadershipNotClaimable);
  }
  assertPhoneRule(input.phone, target.phone);
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as MemberUpdateInput;
  if (Object.keys(changes).length === 0) return getMember(ctx, id);

  try {
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set(changes).where(eq(users.id, target.userId));
      await moveFirstPair(tx, target.userId, input);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', AUTH_MSG.emailTaken);
    throw error;
  }

  const updated = await getMember(ctx, id);
  const self = target.userId === ctx.user.id;
  await recordActivity(
    ctx.db,
    ctx.user.id,
    self
      ? ACTIVITY.updatedOwnProfile(updated.name)
      : ACTIVITY.updatedOthersDetails(ctx.user.name, target.name),
  );
  // An account must not change hands silently: the old address hears of it, and from whom.
  if (!self && input.email !== undefined && input.email !== target.email) {
    const notice = emailChangedNotice(target.name, ctx.user.name, input.email);
    ctx.background.run('member e-mail change notice', () => ctx.mailer.send({ to: target.email, ...notice }));
  }
  return updated;
}

export function emailChangedNotice(memberName: string, changedBy: string, newEmail: string) {
  const text = [
    `Salam ${memberName},`,
    '',
    `Alamat e-mel akaun Portal KUBM anda telah ditukar oleh ${changedBy} kepada ${newEmail}.`,
    'E-mel daripada portal, termasuk pautan set semula kata laluan, kini dihantar ke alamat baharu itu.',
    '',
    'Jika anda tidak meminta perubahan ini, sila hubungi kepimpinan KUBM dengan segera.',
    '',
    'Portal KUBM',
  ].join('\n');
  return { subject: 'Alamat e-mel akaun Portal KUBM anda telah ditukar', text };
}
