import { Type, type Static } from '@sinclair/typebox';
import { ImageUrl, SitePath, StaffLine, StaffLineEn } from '../content-fields';
import { defineEndpoint } from '../endpoint';
import { Count, Id } from '../integers';
import { MAX_STATEMENT_AMOUNT } from './statements';
import { OrderBody } from './support-staff';

/*
 * Site content every line sees (issue 15): carousel slides, marquee lines and the public site
 * settings, each text in Korean with an optional English twin (members reading English get it
 * where it was written). Master level with the `site` right.
 */

export const StaffSlide = Type.Object({
  id: Id(),
  image_url: Type.String(),
  title: Type.String(),
  title_en: Type.String(),
  link_url: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  position: Count(),
});
export type StaffSlide = Static<typeof StaffSlide>;

const SlideFields = {
  image_url: ImageUrl(),
  title: StaffLine(200),
  title_en: StaffLineEn(200),
  /** Where a click goes: a page of the site, or none. */
  link_url: Type.Union([SitePath(), Type.Null()]),
  active: Type.Boolean(),
};

export const staffSlideList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/admin/carousel/list',
  access: 'master',
  right: 'site',
  summary: 'Every carousel slide, active or not, in display order.',
  data: Type.Object({ items: Type.Array(StaffSlide) }),
});

export const staffSlideCreate = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/admin/carousel/create',
  access: 'master',
  right: 'site',
  summary: 'Adds a slide at the end of the carousel.',
  body: Type.Object(SlideFields, { additionalProperties: false }),
  data: StaffSlide,
});

export const staffSlideUpdate = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/core/admin/carousel/update',
  access: 'master',
  right: 'site',
  summary: 'Edits a slide.',
  body: Type.Object({ id: Id(), ...SlideFields }, { additionalProperties: false }),
  data: StaffSlide,
  errors: [404],
});

export const staffSlideOrder = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/core/admin/carousel/order',
  access: 'master',
  right: 'site',
  summary: 'Puts every slide in this order (each once; a list that misses or adds one is 409).',
  body: OrderBody,
  data: Type.Object({ items: Type.Array(StaffSlide) }),
  errors: [409],
});

export const StaffMarqueeLine = Type.Object({
  id: Id(),
  text: Type.String(),
  text_en: Type.String(),
  active: Type.Boolean(),
  position: Count(),
});
export type StaffMarqueeLine = Static<typeof StaffMarqueeLine>;

const MarqueeFields = { text: StaffLine(300), text_en: StaffLineEn(300), active: Type.Boolean() };

export const staffMarqueeList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/admin/marquee/list',
  access: 'master',
  right: 'site',
  summary: 'Every marquee line, active or not, in display order.',
  data: Type.Object({ items: Type.Array(StaffMarqueeLine) }),
});

export const staffMarqueeCreate = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/admin/marquee/create',
  access: 'master',
  right: 'site',
  summary: 'Adds a marquee line at the end.',
  body: Type.Object(MarqueeFields, { additionalProperties: false }),
  data: StaffMarqueeLine,
});

export const staffMarqueeUpdate = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/core/admin/marquee/update',
  access: 'master',
  right: 'site',
  summary: 'Edits a marquee line.',
  body: Type.Object({ id: Id(), ...MarqueeFields }, { additionalProperties: false }),
  data: StaffMarqueeLine,
  errors: [404],
});

export const staffMarqueeOrder = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/core/admin/marquee/order',
  access: 'master',
  right: 'site',
  summary: 'Puts every marquee line in this order (each once; a list that misses or adds one is 409).',
  body: OrderBody,
  data: Type.Object({ items: Type.Array(StaffMarqueeLine) }),
  errors: [409],
});

const SiteSettingFields = {
  site_name: StaffLine(60),
  site_name_en: StaffLineEn(60),
  logo_url: Type.Union([ImageUrl(), Type.Null()]),
  /** How members reach support (a messenger ID, a phone number). */
  support_contact: Type.String({ maxLength: 200, pattern: '^[^\\r\\n]*$' }),
  support_contact_en: StaffLineEn(200),
  /** Bank inspection hours, shown in the deposit and withdrawal notes: "23:00-00:30". */
  bank_inspection_hours: Type.String({ maxLength: 11, pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$' }),
  /** At most the largest request a member may make: a higher minimum would refuse every one. */
  min_deposit: Type.Integer({ minimum: 0, maximum: MAX_STATEMENT_AMOUNT }),
  min_withdraw: Type.Integer({ minimum: 0, maximum: MAX_STATEMENT_AMOUNT }),
};

export const StaffSiteSetting = Type.Object({
  ...SiteSettingFields,
  site_name: Type.String(),
  site_name_en: Type.String(),
  logo_url: Type.Union([Type.String(), Type.Null()]),
  support_contact: Type.String(),
  support_contact_en: Type.String(),
  bank_inspection_hours: Type.String(),
  updated_at: Type.String({ format: 'date-time' }),
});
export type StaffSiteSetting = Static<typeof StaffSiteSetting>;

export const staffSiteSettingGet = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/admin/site-setting/get',
  access: 'master',
  right: 'site',
  summary: 'The public site settings with both languages of each text.',
  data: StaffSiteSetting,
});

export const staffSiteSettingUpdate = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/core/admin/site-setting/update',
  access: 'master',
  right: 'site',
  summary: 'Replaces the public site settings.',
  body: Type.Object(SiteSettingFields, { additionalProperties: false }),
  data: StaffSiteSetting,
});
