import type { BodyOf, StaffSiteSetting, staffSiteSettingUpdate } from '@casino/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/pool';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../partners/audit';
import type { Staff } from '../../support/staff/staff-scope';

/* The public site settings with both languages, as the site's operators edit them (one row). */

const COLUMNS = ['site_name', 'site_name_en', 'logo_url', 'support_contact', 'support_contact_en', 'bank_inspection_hours', 'min_deposit', 'min_withdraw', 'updated_at'] as const;

export async function getStaffSiteSetting(db: Kysely<Database>): Promise<StaffSiteSetting> {
  const row = await db.selectFrom('site_settings').select([...COLUMNS]).executeTakeFirstOrThrow();
  return { ...row, site_name_en: row.site_name_en ?? '', support_contact_en: row.support_contact_en ?? '', updated_at: row.updated_at.toISOString() };
}

export async function updateStaffSiteSetting(db: Db, staff: Staff, input: BodyOf<typeof staffSiteSettingUpdate>): Promise<StaffSiteSetting> {
  const change = {
    site_name: input.site_name.trim(),
    site_name_en: input.site_name_en.trim() || null,
    logo_url: input.logo_url,
    support_contact: input.support_contact.trim(),
    support_contact_en: input.support_contact_en.trim() || null,
    bank_inspection_hours: input.bank_inspection_hours,
    min_deposit: input.min_deposit,
    min_withdraw: input.min_withdraw,
  };
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('site_settings').select([...COLUMNS]).forUpdate().executeTakeFirstOrThrow();
    await trx.updateTable('site_settings').set({ ...change, updated_at: new Date() }).execute();
    const { updated_at: _at, ...was } = before;
    await recordAudit(trx, { actorId: staff.userId, actorIp: staff.ip, action: 'site_setting.update', targetId: null, subject: 'site_settings', before: was, after: change });
  });
  return getStaffSiteSetting(db);
}
