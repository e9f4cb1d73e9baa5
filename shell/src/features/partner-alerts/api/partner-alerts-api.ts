import { partnerAlerts, partnerAlertsUpdate, type DataOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export type PartnerAlertSettings = DataOf<typeof partnerAlerts>;

export const getPartnerAlerts = (http: HttpClient) => http.call(partnerAlerts);
export const setPartnerAlerts = (http: HttpClient, settings: PartnerAlertSettings) => http.call(partnerAlertsUpdate, { body: settings });
