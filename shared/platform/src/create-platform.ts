import { configureMobx } from './configure-mobx';
import { createPlatformEvents } from './events/platform-events';
import { FeedbackBridge } from './feedback/feedback-bridge';
import { createHttpClient } from './http/http-client';
import { I18nService } from './i18n/i18n-service';
import { ModalStore } from './modals/modal-store';
import { browserNavigate, type Navigate } from './navigation';
import type { Platform, PlatformConfig } from './platform';
import { RealtimeHandle } from './realtime/realtime-handle';
import { createSession } from './session/session';
import { UserStore } from './user/user-store';

export function createPlatform(config: PlatformConfig): Platform {
  configureMobx();
  let navigator: Navigate = config.navigate ?? browserNavigate;
  const navigate: Navigate = (to, options) => navigator(to, options);

  const events = createPlatformEvents();
  const session = createSession();
  const i18n = new I18nService({ defaultLanguage: config.defaultLanguage });
  const modals = new ModalStore({ navigate });
  const http = createHttpClient({
    apiBase: config.apiBase,
    timeout: config.timeout,
    getSessionEpoch: () => session.epoch,
    getLanguage: () => i18n.language,
    translate: i18n.t,
    // Spec 8: a 401 clears the token and the user, closes all modals and returns to the root path.
    onUnauthorized: () => {
      user.clear();
      modals.closeAll();
      events.emit('sessionExpired');
      navigate('/', { replace: window.location.pathname === '/' });
    },
    onNoAnswer: () => events.emit('serverUnreachable'),
  });
  const user = new UserStore(http, session);
  const realtime = new RealtimeHandle({ firebase: config.firebase });

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
    setNavigator(next) {
      navigator = next ?? browserNavigate;
    },
    dispose() {
      offBalanceChanged();
      i18n.instance.off('languageChanged', onLanguageChanged);
    },
  };
}
