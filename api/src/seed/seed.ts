import { sql, type Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { base32Decode } from '../auth/two-factor/totp';
import type { Db } from '../db/pool';
import type { Database, GameTypeCode, LedgerAccountKind } from '../db/schema';
import { findAccountId, openLedgerAccounts } from '../wallet/accounts';
import { post } from '../wallet/ledger';
import { createStatement, decideStatement } from '../wallet/statements';
import { seedRounds, seedSignIns } from './seed-activity';
import { brandLogoUrl, DEMO_GAME_BRANDS, gameImageUrl } from './demo-games';
import {
  DEMO_BOARD_MESSAGES,
  DEMO_GAME_PERMISSIONS,
  DEMO_INBOX,
  DEMO_MARQUEE,
  DEMO_PASSWORD,
  DEMO_POPUPS,
  DEMO_LOSING_RATES,
  DEMO_ROLLING_RATES,
  DEMO_SITE_SETTINGS,
  DEMO_SLIDES,
  DEMO_STATEMENTS,
  DEMO_TWO_FACTOR_KEYS,
  DEMO_USERS,
  DEMO_WITHDRAW_PASSWORD,
  type DemoUser,
} from './demo-world';

export interface SeedReport {
  usersCreated: string[];
  fundingPosted: number;
  contentSeeded: string[];
}

const FUND_KINDS: Record<keyof DemoUser['funds'], (role: DemoUser['role']) => LedgerAccountKind> = {
  cash: (role) => (role === 'member' ? 'member_cash' : 'partner_balance'),
  credit: () => 'member_credit',
  rolling: () => 'rolling_point',
};

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return row.n === 0;
}

async function seedUsers(trx: Transaction<Database>, report: SeedReport) {
  // One hash for every demo account: argon2 is slow on purpose, and these are public demo passwords.
  const [passwordHash, withdrawHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_WITHDRAW_PASSWORD)]);
  const ids = new Map<string, number>();
  for (const u of DEMO_USERS) {
    const inserted = await trx
      .insertInto('users')
      .values({
        username: u.username,
        nickname: u.nickname,
        role: u.role,
        level: u.level,
        parent_id: u.parent ? ids.get(u.parent)! : null,
        referral_code: u.referralCode ?? null,
        state: u.state ?? 'normal',
        phone: u.phone,
        bank_name: u.bankName,
        account_number: u.accountNumber,
        password_hash: passwordHash,
        withdraw_password_hash: withdrawHash,
        rights: u.rights ?? [],
      })
      .onConflict((oc) => oc.expression(sql`lower(username)`).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) report.usersCreated.push(u.username);
    const id = inserted?.id ?? (await trx.selectFrom('users').select('id').where('username', '=', u.username).executeTakeFirstOrThrow()).id;
    // A demo master seeded before rights existed (migration 028) gets its right once.
    if (u.rights?.length) await trx.updateTable('users').set({ rights: u.rights }).where('id', '=', id).where(sql<boolean>`rights = '{}'`).execute();
    ids.set(u.username, id);
    await openLedgerAccounts(trx, id, u.role);
  }
  return ids;
}

/** Opening balances are real ledger money: each is a house -> account transfer, posted once by key. */
async function fundUsers(trx: Transaction<Database>, ids: Map<string, number>, report: SeedReport) {
  const house = await findAccountId(trx, null, 'house');
  for (const u of DEMO_USERS) {
    for (const [fund, amount] of Object.entries(u.funds) as [keyof DemoUser['funds'], number][]) {
      if (!amount) continue;
      const account = await findAccountId(trx, ids.get(u.username)!, FUND_KINDS[fund](u.role));
      const { replayed } = await post(trx, {
        kind: 'seed_funding',
        idempotencyKey: `seed:${u.username}:${fund}`,
        memo: `demo opening ${fund} for ${u.username}`,
        entries: [
          { accountId: house, amount: -amount },
          { accountId: account, amount },
        ],
      });
      if (!replayed) report.fundingPosted += 1;
    }
  }
}

/** Content tables are filled only while empty, so staff edits survive a re-run. */
async function seedContent(trx: Transaction<Database>, report: SeedReport) {
  const isEmpty = async (table: 'board_messages' | 'popups' | 'carousel_slides' | 'marquee_items' | 'game_brands') =>
    (await trx.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n === 0;

  if (await isEmpty('board_messages')) {
    await trx
      .insertInto('board_messages')
      .values(DEMO_BOARD_MESSAGES.map((m) => ({ type: m.type, title: m.title, content: m.content, created_at: sql<Date>`now() - make_interval(days => ${m.daysAgo})` })))
      .execute();
    report.contentSeeded.push('board_messages');
  }
  if (await isEmpty('popups')) {
    await trx.insertInto('popups').values(DEMO_POPUPS.map((p, i) => ({ ...p, sort: i + 1 }))).execute();
    report.contentSeeded.push('popups');
  }
  if (await isEmpty('carousel_slides')) {
    await trx.insertInto('carousel_slides').values(DEMO_SLIDES.map((s, i) => ({ ...s, sort: i + 1 }))).execute();
    report.contentSeeded.push('carousel_slides');
  }
  if (await isEmpty('marquee_items')) {
    await trx.insertInto('marquee_items').values(DEMO_MARQUEE.map((item, i) => ({ ...item, sort: i + 1 }))).execute();
    report.contentSeeded.push('marquee_items');
  }
  await addMissingEnglish(trx);
  if (await isEmpty('game_brands')) {
    await seedGameCatalog(trx);
    report.contentSeeded.push('game_brands', 'games');
  }
  await trx.updateTable('site_settings').set({ ...DEMO_SITE_SETTINGS, updated_at: sql<Date>`now()` }).execute();
}

/**
 * A database seeded before site content carried English (migration 017) gets the demo rows'
 * English too; rows staff wrote, or gave English already, are left as they are.
 */
async function addMissingEnglish(trx: Transaction<Database>) {
  for (const slide of DEMO_SLIDES) {
    await trx.updateTable('carousel_slides').set({ title_en: slide.title_en }).where('title', '=', slide.title).where('title_en', 'is', null).execute();
  }
  for (const item of DEMO_MARQUEE) {
    await trx.updateTable('marquee_items').set({ text_en: item.text_en }).where('text', '=', item.text).where('text_en', 'is', null).execute();
  }
}

/** The whole catalog, brands sorted per type and games per brand in DEMO_GAME_BRANDS order. */
async function seedGameCatalog(trx: Transaction<Database>) {
  const sortInType = new Map<string, number>();
  for (const b of DEMO_GAME_BRANDS) {
    const sort = (sortInType.get(b.type) ?? 0) + 1;
    sortInType.set(b.type, sort);
    const { id } = await trx
      .insertInto('game_brands')
      .values({ game_type: b.type, code: b.code, name: b.name, logo_url: brandLogoUrl(b), sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('games')
      .values(b.games.map((g, i) => ({ brand_id: id, code: g.code, name: g.name, image_url: gameImageUrl(b, g), sort: i + 1 })))
      .execute();
  }
}

/** Rolling rates and losing shares (parents first, as the line checks need) and game permissions, once each. */
async function seedGameRules(trx: Transaction<Database>, ids: Map<string, number>, report: SeedReport) {
  const rowsOf = (table: typeof DEMO_ROLLING_RATES) =>
    Object.entries(table).flatMap(([username, byType]) =>
      Object.entries(byType).map(([game_type, rate_bp]) => ({ user_id: ids.get(username)!, game_type: game_type as GameTypeCode, rate_bp })),
    );
  const inserted = await trx.insertInto('rolling_rates').values(rowsOf(DEMO_ROLLING_RATES)).onConflict((oc) => oc.doNothing()).returning('user_id').execute();
  if (inserted.length > 0) report.contentSeeded.push('rolling_rates');
  const sharesInserted = await trx.insertInto('losing_rates').values(rowsOf(DEMO_LOSING_RATES)).onConflict((oc) => oc.doNothing()).returning('user_id').execute();
  if (sharesInserted.length > 0) report.contentSeeded.push('losing_rates');

  const hasPermissions = (await trx.selectFrom('game_permissions').select('id').limit(1).execute()).length > 0;
  if (hasPermissions) return;
  for (const rule of DEMO_GAME_PERMISSIONS) {
    const brand = rule.brandCode
      ? (await trx.selectFrom('game_brands').select('id').where('game_type', '=', rule.gameType).where('code', '=', rule.brandCode).executeTakeFirstOrThrow()).id
      : null;
    await trx.insertInto('game_permissions').values({ user_id: ids.get(rule.username)!, game_type: rule.gameType, brand_id: brand, allowed: rule.allowed }).execute();
  }
  report.contentSeeded.push('game_permissions');
}

/** The statement history, through the same rules as live requests, then dated back. */
async function seedStatements(trx: Transaction<Database>, ids: Map<string, number>, report: SeedReport) {
  if ((await trx.selectFrom('statements').select('id').limit(1).execute()).length > 0) return;
  for (const item of DEMO_STATEMENTS) {
    // History, dated back below: no member has limits or breaks yet (and an older schema has none to read).
    const statement = await createStatement(trx, ids.get(item.username)!, item.type, item.amount, { protection: false });
    if (item.decision) await decideStatement(trx, null, statement.id, item.decision, { protection: false });
    await trx
      .updateTable('statements')
      .set({
        // An hour back as well, so a request of today was decided 20 minutes later, not in the future.
        created_at: sql<Date>`now() - make_interval(days => ${item.daysAgo}, hours => 1)`,
        processed_at: item.decision === 'approve' || item.decision === 'reject' ? sql<Date>`now() - make_interval(days => ${item.daysAgo}, hours => 1) + interval '20 minutes'` : null,
      })
      .where('id', '=', statement.id)
      .execute();
  }
  report.contentSeeded.push('statements');
}

/** Inbox notes for every demo member, once. */
async function seedInbox(trx: Transaction<Database>, ids: Map<string, number>, report: SeedReport) {
  if ((await trx.selectFrom('inbox_messages').select('id').limit(1).execute()).length > 0) return;
  const members = DEMO_USERS.filter((u) => u.role === 'member');
  await trx
    .insertInto('inbox_messages')
    .values(
      members.flatMap((u) =>
        DEMO_INBOX.map((m) => ({
          user_id: ids.get(u.username)!,
          title: m.title,
          content: m.content,
          created_at: sql<Date>`now() - make_interval(days => ${m.daysAgo})`,
          read_at: m.read ? sql<Date>`now() - make_interval(days => ${m.daysAgo}) + interval '1 hour'` : null,
        })),
      ),
    )
    .execute();
  report.contentSeeded.push('inbox_messages');
}

export interface SeedOptions {
  /**
   * Enrol the demo accounts of DEMO_TWO_FACTOR_KEYS (default true). The API tests leave it out:
   * they sign in as master2 many times a minute, and a code is taken only once.
   */
  demoTwoFactor?: boolean;
}

/** The demo authenticator keys, for accounts that have none yet. */
async function seedTwoFactor(trx: Transaction<Database>, ids: Map<string, number>, report: SeedReport) {
  const rows = Object.entries(DEMO_TWO_FACTOR_KEYS).map(([username, key]) => ({ user_id: ids.get(username)!, secret: base32Decode(key)! }));
  const inserted = await trx.insertInto('two_factor').values(rows).onConflict((oc) => oc.column('user_id').doNothing()).returning('user_id').execute();
  if (inserted.length > 0) report.contentSeeded.push('two_factor');
}

/**
 * Builds the demo world (DEMO_USERS, content, balances). Idempotent: it adds only what is
 * missing, so a second run changes nothing. One transaction, under a lock, so two API processes
 * starting on an empty database cannot seed twice.
 */
export async function seedDemoWorld(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('casino:seed'))`.execute(trx);
    const report: SeedReport = { usersCreated: [], fundingPosted: 0, contentSeeded: [] };
    const ids = await seedUsers(trx, report);
    await fundUsers(trx, ids, report);
    await seedContent(trx, report);
    await seedGameRules(trx, ids, report);
    await seedStatements(trx, ids, report);
    await seedInbox(trx, ids, report);
    await seedRounds(trx, ids, report);
    await seedSignIns(trx, ids, report);
    if (options.demoTwoFactor !== false) await seedTwoFactor(trx, ids, report);
    return report;
  });
}
