import type { Static } from '@sinclair/typebox';
import type { PartnerAlerts } from '@casino/contract';
import type { Db } from '../db/pool';

type Alerts = Static<typeof PartnerAlerts>;

/** A partner's alerts as kept; both off for a partner that never set them. */
export async function partnerAlertsOf(db: Db, userId: number): Promise<Alerts> {
  const row = await db.selectFrom('partner_alerts').select(['sound', 'notification']).where('user_id', '=', userId).executeTakeFirst();
  return row ?? { sound: false, notification: false };
}

/** Keeps a partner's alerts (the last call wins) and answers them. */
export async function setPartnerAlerts(db: Db, userId: number, alerts: Alerts): Promise<Alerts> {
  return db
    .insertInto('partner_alerts')
    .values({ user_id: userId, ...alerts })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ sound: alerts.sound, notification: alerts.notification, updated_at: new Date() }))
    .returning(['sound', 'notification'])
    .executeTakeFirstOrThrow();
}
