import type { BodyOf, EffectivePermission, GamePermission, PermissionSource, StaffPermissions, staffPermissionSet } from '@casino/contract';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/pool';
import type { Database, GameTypeCode } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../../partners/audit';
import type { Staff } from '../../support/staff/staff-scope';
import { downlineOf } from '../../users/downline';

/*
 * Game permissions of one account of a master's line, with the rule that wins for every type and
 * brand, worked out in the same order as the launch check (permissions/game-permissions.ts
 * `mayPlay`): the account's own brand rule, its own type rule, its partner's brand default, its
 * partner's type default; none at all is allowed.
 */

const notInLine = () => new AppError(404, 'NOT_FOUND', 'staff.not_in_line');

/** The account by ID if it is the master itself or below it. */
async function accountInLine(db: Kysely<Database>, masterId: number, where: { id: number } | { username: string }) {
  let query = db
    .selectFrom('users as u')
    .leftJoin('users as p', 'p.id', 'u.parent_id')
    .select(['u.id', 'u.username', 'u.nickname', 'u.level', 'u.role', 'u.parent_id', 'p.username as parent_username'])
    .where((eb) => eb.or([eb('u.id', '=', masterId), eb('u.id', 'in', downlineOf(masterId))]));
  query = 'id' in where ? query.where('u.id', '=', where.id) : query.where(sql<string>`lower(u.username)`, '=', where.username.trim().toLowerCase());
  return query.executeTakeFirst();
}

async function rulesOf(db: Kysely<Database>, userId: number | null): Promise<GamePermission[]> {
  if (userId === null) return [];
  return db
    .selectFrom('game_permissions as p')
    .innerJoin('game_types as t', 't.code', 'p.game_type')
    .select(['p.game_type', 'p.brand_id', 'p.allowed'])
    .where('p.user_id', '=', userId)
    .orderBy('t.sort')
    .orderBy(sql`p.brand_id NULLS FIRST`)
    .execute();
}

/** The first rule that applies, in the launch check's order. */
function winner(own: GamePermission[], partner: GamePermission[], type: GameTypeCode, brandId: number | null): { allowed: boolean; source: PermissionSource } {
  const find = (rules: GamePermission[], brand: number | null) => rules.find((r) => r.game_type === type && r.brand_id === brand);
  const candidates: Array<[GamePermission | undefined, PermissionSource]> = [
    [brandId === null ? undefined : find(own, brandId), 'own_brand'],
    [find(own, null), 'own_type'],
    [brandId === null ? undefined : find(partner, brandId), 'partner_brand'],
    [find(partner, null), 'partner_type'],
  ];
  for (const [rule, source] of candidates) if (rule) return { allowed: rule.allowed, source };
  return { allowed: true, source: 'default' };
}

async function permissionsOf(db: Kysely<Database>, account: NonNullable<Awaited<ReturnType<typeof accountInLine>>>): Promise<StaffPermissions> {
  const isMember = account.role === 'member';
  const [rules, partnerRules, types, brands] = await Promise.all([
    rulesOf(db, account.id),
    rulesOf(db, isMember ? account.parent_id : null),
    db.selectFrom('game_types').select('code').orderBy('sort').execute(),
    db.selectFrom('game_brands').select(['id', 'game_type', 'name']).where('active', '=', true).orderBy('sort').orderBy('id').execute(),
  ]);
  const effective: EffectivePermission[] = types.flatMap(({ code }) => [
    { game_type: code, brand_id: null, brand_name: null, ...winner(rules, partnerRules, code, null) },
    ...brands.filter((b) => b.game_type === code).map((b) => ({ game_type: code, brand_id: b.id, brand_name: b.name, ...winner(rules, partnerRules, code, b.id) })),
  ]);
  return {
    account: {
      id: account.id,
      username: account.username,
      nickname: account.nickname,
      level: account.level,
      partner: account.parent_id !== null && account.parent_username !== null ? { id: account.parent_id, username: account.parent_username } : null,
    },
    rules,
    partner_rules: partnerRules,
    effective,
  };
}

export async function staffPermissions(db: Kysely<Database>, masterId: number, username: string): Promise<StaffPermissions> {
  const account = await accountInLine(db, masterId, { username });
  if (!account) throw notInLine();
  return permissionsOf(db, account);
}

/** Sets or removes one rule of an account of the line, in one audited transaction. */
export async function setStaffPermission(db: Db, staff: Staff, input: BodyOf<typeof staffPermissionSet>): Promise<StaffPermissions> {
  const account = await accountInLine(db, staff.userId, { id: input.user_id });
  if (!account) throw notInLine();
  if (input.brand_id !== null) {
    const brand = await db.selectFrom('game_brands').select('game_type').where('id', '=', input.brand_id).executeTakeFirst();
    if (!brand) throw new AppError(404, 'NOT_FOUND', 'games.brand_not_found');
    if (brand.game_type !== input.game_type) throw new AppError(400, 'VALIDATION', 'games.brand_type_mismatch');
  }
  await db.transaction().execute(async (trx) => {
    const sameRule = (q: ReturnType<typeof trx.selectFrom<'game_permissions'>>) =>
      q.where('user_id', '=', input.user_id).where('game_type', '=', input.game_type).where(sql<boolean>`coalesce(brand_id, 0) = ${input.brand_id ?? 0}`);
    const before = await sameRule(trx.selectFrom('game_permissions')).select('allowed').forUpdate().executeTakeFirst();
    if (input.allowed === null) {
      await trx.deleteFrom('game_permissions').where('user_id', '=', input.user_id).where('game_type', '=', input.game_type).where(sql<boolean>`coalesce(brand_id, 0) = ${input.brand_id ?? 0}`).execute();
    } else {
      await trx
        .insertInto('game_permissions')
        .values({ user_id: input.user_id, game_type: input.game_type, brand_id: input.brand_id, allowed: input.allowed })
        .onConflict((oc) => oc.expression(sql`user_id, game_type, coalesce(brand_id, 0)`).doUpdateSet({ allowed: input.allowed!, updated_at: new Date() }))
        .execute();
    }
    await recordAudit(trx, {
      actorId: staff.userId,
      actorIp: staff.ip,
      action: 'game_permission.set',
      targetId: input.user_id,
      subject: `game_permission:${input.game_type}:${input.brand_id ?? 'type'}`,
      before: { allowed: before?.allowed ?? null },
      after: { allowed: input.allowed },
    });
  });
  return permissionsOf(db, account);
}
