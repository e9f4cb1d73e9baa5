import {
  staffMarqueeCreate,
  staffMarqueeList,
  staffMarqueeOrder,
  staffMarqueeUpdate,
  staffSiteSettingGet,
  staffSiteSettingUpdate,
  staffSlideCreate,
  staffSlideList,
  staffSlideOrder,
  staffSlideUpdate,
} from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { addEndpoint } from '../../http/endpoint-route';
import { staffOf } from '../../support/staff/staff-scope';
import { createMarqueeLine, listStaffMarquee, orderMarquee, updateMarqueeLine } from './staff-marquee';
import { getStaffSiteSetting, updateStaffSiteSetting } from './staff-site-settings';
import { createSlide, listStaffSlides, orderSlides, updateSlide } from './staff-slides';

/** Site content every line sees: the contract declares these `access: 'master'` with the `site` right. */
export async function siteStaffRoutes(app: FastifyInstance, deps: AppDeps) {
  const tag = 'site staff';
  // Members' reads of these come from the response cache: answer once this process has heard of the change.
  const heard = async <T>(written: Promise<T>) => {
    const result = await written;
    await deps.changes.sync();
    return result;
  };

  addEndpoint(app, deps.authenticator, tag, staffSlideList, async () => ({ items: await listStaffSlides(deps.db) }));
  addEndpoint(app, deps.authenticator, tag, staffSlideCreate, async ({ auth, body, request }) => heard(createSlide(deps.db, staffOf(auth, request.ip), body)));
  addEndpoint(app, deps.authenticator, tag, staffSlideUpdate, async ({ auth, body, request }) => heard(updateSlide(deps.db, staffOf(auth, request.ip), body)));
  addEndpoint(app, deps.authenticator, tag, staffSlideOrder, async ({ auth, body, request }) => ({ items: await heard(orderSlides(deps.db, staffOf(auth, request.ip), body.ids)) }));

  addEndpoint(app, deps.authenticator, tag, staffMarqueeList, async () => ({ items: await listStaffMarquee(deps.db) }));
  addEndpoint(app, deps.authenticator, tag, staffMarqueeCreate, async ({ auth, body, request }) => heard(createMarqueeLine(deps.db, staffOf(auth, request.ip), body)));
  addEndpoint(app, deps.authenticator, tag, staffMarqueeUpdate, async ({ auth, body, request }) => heard(updateMarqueeLine(deps.db, staffOf(auth, request.ip), body)));
  addEndpoint(app, deps.authenticator, tag, staffMarqueeOrder, async ({ auth, body, request }) => ({ items: await heard(orderMarquee(deps.db, staffOf(auth, request.ip), body.ids)) }));

  addEndpoint(app, deps.authenticator, tag, staffSiteSettingGet, async () => getStaffSiteSetting(deps.db));
  addEndpoint(app, deps.authenticator, tag, staffSiteSettingUpdate, async ({ auth, body, request }) => heard(updateStaffSiteSetting(deps.db, staffOf(auth, request.ip), body)));
}
