import { partnerAlerts, partnerAlertsUpdate, type Account } from '@casino/contract';
import { ApiError } from '@casino/platform';
import { withLiveTestFeed } from '@casino/platform/testing';
import { runInAction } from 'mobx';
import { answer, createTestPlatform } from '../../test/test-platform';
import { PartnerAlertsStore, type AlertOutputs } from './partner-alerts-store';

const partner = (level: 'master' | 'agency'): Account => ({ id: 3, username: `${level}1`, nickname: level, role: 'partner', level, state: 'normal', referral_code: null, rights: [] });

/** A partner's back-office whose alerts start as `kept`, with outputs that record what they did. */
async function setup(level: 'master' | 'agency', kept = { sound: false, notification: false }, permission: NotificationPermission = 'default') {
  let saved = kept;
  let refuse = false;
  const { platform, call } = createTestPlatform([
    answer(partnerAlerts, () => saved),
    answer(partnerAlertsUpdate, ({ body }) => {
      if (refuse) throw new ApiError(503, 'INTERNAL', 'down');
      return (saved = body);
    }),
  ]);
  const feed = withLiveTestFeed(platform);
  const did: string[] = [];
  const outputs: AlertOutputs = {
    playSound: () => did.push('sound'),
    notificationPermission: () => permission,
    requestNotificationPermission: async () => {
      did.push('asked');
      return permission;
    },
    notify: (title, body, tag) => did.push(`notify ${tag}: ${title}`),
  };
  const store = new PartnerAlertsStore(platform, outputs, (kind) => ({ title: `new ${kind}`, body: '' }));
  runInAction(() => (platform.user.account = partner(level)));
  const stop = store.start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { store, feed, did, stop, call, refuseSaves: () => (refuse = true) };
}

describe('partner alerts', () => {
  it('are silent while off (the first state), and sound and notify for what is new once on', async () => {
    const { store, feed, did, stop } = await setup('master', { sound: false, notification: false }, 'granted');
    feed.deliver({ type: 'changed', topic: 'request_new' });
    expect(did).toEqual([]);
    expect(await store.setSound(true)).toBe('saved');
    expect(await store.setNotification(true)).toBe('saved');
    for (const topic of ['request_new', 'requests', 'inquiry_new', 'signup_new', 'inquiries'] as const) feed.deliver({ type: 'changed', topic });
    expect(did).toEqual(['sound', 'notify casino-request: new request', 'sound', 'notify casino-inquiry: new inquiry', 'sound', 'notify casino-signup: new signup']);
    stop();
  });

  it('start from what the partner kept, and leave inquiries to those who answer them (masters)', async () => {
    const { store, feed, did, stop } = await setup('agency', { sound: true, notification: false });
    expect(store.settings).toEqual({ sound: true, notification: false });
    feed.deliver({ type: 'changed', topic: 'inquiry_new' });
    feed.deliver({ type: 'changed', topic: 'signup_new' });
    expect(did).toEqual(['sound']);
    stop();
  });

  it('ask the browser before turning notifications on, and stay off when it refuses', async () => {
    const { store, did, stop, call } = await setup('agency', undefined, 'denied');
    expect(await store.setNotification(true)).toBe('blocked');
    expect(did).toEqual(['asked']);
    expect(store.settings.notification).toBe(false);
    expect(call.mock.calls.filter(([endpoint]) => endpoint === partnerAlertsUpdate)).toEqual([]);
    stop();
  });

  it('keep the switch where it was when the server cannot save it', async () => {
    const { store, stop, refuseSaves } = await setup('agency');
    refuseSaves();
    expect(await store.setSound(true)).toBe('failed');
    expect(store.settings.sound).toBe(false);
    stop();
  });
});
