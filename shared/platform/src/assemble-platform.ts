import { configureMobx } from './configure-mobx';
import { createPlatformEvents, type PlatformEvents } from './events/platform-events';
import { followLiveFeed } from './realtime/follow-live-feed';
import { FeedbackBridge } from './feedback/feedback-bridge';
import { createHttpClient, type KeptAnswer } from './http/http-client';
import type { I18nService } from './i18n/i18n-service';
import { ModalStore, type ModalStoreOptions } from './modals/modal-store';
import type { Navigate } from './navigation';
import type { Platform, PlatformConfig } from './platform';
import { lazyLiveChannel } from './realtime/lazy-live-channel';
import { LiveFeed } from './realtime/live-feed';
import { RealtimeHandle, type LiveOptions } from './realtime/realtime-handle';
import type { Session } from './session/session';
import { UserStore } from './user/user-store';

/** What differs between a page's platform and a server render's: where state and navigation live. */
export interface PlatformEnvironment {
  session: Session;
  i18n: I18nService;
  events: EventTarget;
  /** Navigation before (or without) the router's: a full page load in a browser. */
  fallbackNavigate: Navigate;
  /** The path shown now (a 401 goes to `/`, replacing the entry when already there). */
  currentPath: () => string;
  modalLocation?: ModalStoreOptions['location'];
  modalBack?: ModalStoreOptions['back'];
  fetch?: typeof fetch;
  keptAnswer?: KeptAnswer;
}

/** The platform's parts, wired together the same way wherever it runs. */
export function assemblePlatform(config: PlatformConfig, environment: PlatformEnvironment): Platform {
  configureMobx();
  const { session, i18n, fallbackNavigate } = environment;
  let navigator: Navigate = config.navigate ?? fallbackNavigate;
  const navigate: Navigate = (to, options) => navigator(to, options);

  const events = createPlatformEvents(environment.events);
  const modals = new ModalStore({ navigate, location: environment.modalLocation, back: environment.modalBack });
  const http = createHttpClient({
    apiBase: config.apiBase,
    timeout: config.timeout,
    fetch: environment.fetch,
    keptAnswer: environment.keptAnswer,
    getSessionEpoch: () => session.epoch,
    getLanguage: () => i18n.language,
    translate: i18n.t,
    // Spec 8: a 401 clears the token and the user, closes all modals and returns to the root path.
    onUnauthorized: () => {
      user.clear();
      modals.closeAll();
      events.emit('sessionExpired', endedBecause === 'stopped' ? { reason: 'stopped' } : undefined);
      endedBecause = null;
      navigate('/', { replace: environment.currentPath() === '/' });
    },
    onNoAnswer: () => events.emit('serverUnreachable'),
  });
  const user = new UserStore(http, session);
  // Why the live channel said the session ended, for the notice of the 401 that follows.
  let endedBecause: 'ended' | 'stopped' | null = null;
  // The shell's page only (a server render has no page to keep live).
  const live =
    config.live === true
      ? liveOptions(config, user, events, (why) => {
          endedBecause = why;
          user.load().catch(() => undefined);
        })
      : undefined;
  const realtime = new RealtimeHandle({ firebase: config.firebase, live });

  const onLanguageChanged = () => events.emit('languageChanged', { language: i18n.language });
  i18n.instance.on('languageChanged', onLanguageChanged);
  const offBalanceChanged = events.on('balanceChanged', (snapshot) => {
    if (snapshot) user.applyBalance(snapshot);
    else user.refreshBalance().catch(() => undefined);
  });

  return {
    config,
    session,
    http,
    user,
    modals,
    i18n,
    events,
    realtime,
    feedback: new FeedbackBridge(),
    navigate,
    setNavigator(next) {
      navigator = next ?? fallbackNavigate;
    },
    dispose() {
      offBalanceChanged();
      i18n.instance.off('languageChanged', onLanguageChanged);
    },
  };
}

/**
 * The page's live channel (decision 070), its code fetched at the first sign-in. The server greets
 * every socket (the first, and each after a cut, when events may have been missed) with the
 * member's figures as they are, then sends each change (followLiveFeed). A session the server
 * ended signs the page out as a 401 does: the read meets the 401.
 */
function liveOptions(config: PlatformConfig, user: UserStore, events: PlatformEvents, onSessionEnded: (why: 'ended' | 'stopped') => void): LiveOptions {
  const feed = new LiveFeed();
  followLiveFeed(feed, { user, events });
  const channel = lazyLiveChannel(async () => {
    const [{ LiveChannel }, { liveChannelUrl }] = await Promise.all([import('./realtime/live-channel'), import('./realtime/live-channel-url')]);
    return new LiveChannel({
      url: liveChannelUrl(config.apiBase, location.href),
      onSessionEnded,
      onMessage: (message) => feed.deliver(message),
      onClosed: () => feed.closed(),
    });
  });
  return { channel, feed, signedIn: () => user.isLoggedIn };
}
