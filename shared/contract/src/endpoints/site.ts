import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { Amount, Id } from '../integers';

const Slide = Type.Object({
  id: Id(),
  image_url: Type.String(),
  title: Type.String(),
  link_url: Type.Union([Type.String(), Type.Null()]),
});

export const PopupImage = Type.Object({
  id: Id(),
  image_url: Type.String(),
  title: Type.String(),
  is_non_closable: Type.Boolean(),
});

export const carousel = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/carousel/get',
  access: 'public',
  summary: 'Home page carousel slides, in display order.',
  data: Type.Object({ items: Type.Array(Slide) }),
});

export const popup = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/popup/get',
  access: 'public',
  summary: "Image popups shown after the announcement popups, in display order: site-wide ones, and a signed-in caller's own line's.",
  data: Type.Object({ items: Type.Array(PopupImage) }),
});

export const marquee = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/marquee/get',
  access: 'public',
  summary: 'The scrolling notice line.',
  data: Type.Object({ items: Type.Array(Type.Object({ id: Id(), text: Type.String() })) }),
});

export const siteSetting = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/site-setting/get',
  access: 'public',
  summary: 'Public site settings.',
  data: Type.Object({
    site_name: Type.String(),
    logo_url: Type.Union([Type.String(), Type.Null()]),
    support_contact: Type.String(),
    /** Bank inspection hours (spec 9), e.g. "23:00-00:30". */
    bank_inspection_hours: Type.String(),
    min_deposit: Amount(),
    min_withdraw: Amount(),
  }),
});

export const ping = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/ping',
  access: 'public',
  summary: 'Liveness: answers with the server time.',
  data: Type.Object({ pong: Type.Boolean(), time: Type.String({ format: 'date-time' }) }),
});
