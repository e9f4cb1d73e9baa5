import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';

/**
 * How the back-office tells its partner of a new request, inquiry or sign-up in the line while it
 * is open (the live channel, decision 070): besides the menu's badge, a sound and a browser
 * notification, each off until the partner turns it on. Kept per partner account, on the server:
 * the same on every browser the partner signs in from.
 */
export const PartnerAlerts = Type.Object({ sound: Type.Boolean(), notification: Type.Boolean() }, { additionalProperties: false });

export const partnerAlerts = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/user/alerts',
  access: 'partner',
  summary: "The caller's alerts for new requests, inquiries and sign-ups of its line: a sound, a browser notification (both off at first).",
  data: PartnerAlerts,
});

export const partnerAlertsUpdate = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/core/user/alerts',
  access: 'partner',
  summary: "Sets the caller's alerts; answers them as kept.",
  body: PartnerAlerts,
  data: PartnerAlerts,
  errors: [400],
});
