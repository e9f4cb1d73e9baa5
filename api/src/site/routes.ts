import { carousel, marquee, ping, popup, siteSetting } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { addEndpoint } from '../http/endpoint-route';
import { getSiteSettings, listCarouselSlides, listMarqueeItems, listPopups } from './queries';

export async function siteRoutes(app: FastifyInstance, deps: AppDeps) {
  const add = addEndpoint.bind(null, app, deps.authenticator, 'site');
  add(carousel, async ({ request }) => ({ items: await listCarouselSlides(deps.db, request.lang) }));
  add(popup, async ({ optionalAuth }) => ({ items: await listPopups(deps.db, (await optionalAuth())?.userId ?? null) }));
  add(marquee, async ({ request }) => ({ items: await listMarqueeItems(deps.db, request.lang) }));
  add(siteSetting, async ({ request }) => getSiteSettings(deps.db, request.lang));
  add(ping, async () => ({ pong: true, time: new Date().toISOString() }));
}
