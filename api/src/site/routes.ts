import { carousel, marquee, ping, popup, siteSetting } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { addEndpoint } from '../http/endpoint-route';
import { getSiteSettings, listCarouselSlides, listMarqueeItems, listPopups } from './queries';

export async function siteRoutes(app: FastifyInstance, deps: AppDeps) {
  const add = addEndpoint.bind(null, app, deps.authenticator, 'site');
  add(carousel, async () => ({ items: await listCarouselSlides(deps.db) }));
  add(popup, async ({ optionalAuth }) => ({ items: await listPopups(deps.db, (await optionalAuth())?.userId ?? null) }));
  add(marquee, async () => ({ items: await listMarqueeItems(deps.db) }));
  add(siteSetting, async () => getSiteSettings(deps.db));
  add(ping, async () => ({ pong: true, time: new Date().toISOString() }));
}
