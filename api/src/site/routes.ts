import { carousel, marquee, ping, popup, siteSetting } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { addCachedEndpoint } from '../http/cached-endpoint';
import { addEndpoint } from '../http/endpoint-route';
import { getSiteSettings, listCarouselSlides, listMarqueeItems, listPopups } from './queries';

export async function siteRoutes(app: FastifyInstance, deps: AppDeps) {
  addCachedEndpoint(app, deps, 'site', carousel, { tables: ['carousel_slides'] }, async ({ lang }) => ({ items: await listCarouselSlides(deps.db, lang) }));
  // A signed-in caller also sees their own line's popups.
  addCachedEndpoint(app, deps, 'site', popup, { tables: ['popups', 'users'], perCaller: true }, async ({ viewer }) => ({ items: await listPopups(deps.db, viewer?.userId ?? null) }));
  addCachedEndpoint(app, deps, 'site', marquee, { tables: ['marquee_items'] }, async ({ lang }) => ({ items: await listMarqueeItems(deps.db, lang) }));
  addCachedEndpoint(app, deps, 'site', siteSetting, { tables: ['site_settings'] }, async ({ lang }) => getSiteSettings(deps.db, lang));
  addEndpoint(app, deps.authenticator, 'site', ping, async () => ({ pong: true, time: new Date().toISOString() }));
}
