import type { FirebaseOptions } from 'firebase/app';
import type { PlatformEvents } from './events/platform-events';
import type { FeedbackBridge } from './feedback/feedback-bridge';
import type { HttpClient } from './http/http-client';
import type { I18nService } from './i18n/i18n-service';
import type { Lang } from './i18n/languages';
import type { ModalStore } from './modals/modal-store';
import type { Navigate } from './navigation';
import type { RealtimeHandle } from './realtime/realtime-handle';
import type { Session } from './session/session';
import type { UserStore } from './user/user-store';

export interface PlatformConfig {
  /** '' = same origin. */
  apiBase: string;
  /** 'ko' unless told. */
  defaultLanguage?: Lang;
  /** The language the page starts in whatever the browser kept: the one the server rendered it in. */
  startLanguage?: Lang;
  /** Public firebase values; without them there is no realtime handle. */
  firebase?: FirebaseOptions | null;
  /** Set later by the shell's router through `setNavigator`. */
  navigate?: Navigate;
  /** Request time-out in ms; 60 000 unless told (tests shorten it). */
  timeout?: number;
  /** Whether the page keeps the API's live channel open while someone is signed in (the shell's page; not tests or harnesses). */
  live?: boolean;
}

/** The runtime SDK: one per page, made by the shell (or a remote's harness) and shared by context. */
export interface Platform {
  config: PlatformConfig;
  session: Session;
  http: HttpClient;
  user: UserStore;
  modals: ModalStore;
  i18n: I18nService;
  events: PlatformEvents;
  realtime: RealtimeHandle;
  /** Where `useFeedback` finds antd's message and modal API once the feedback host is mounted. */
  feedback: FeedbackBridge;
  /** Goes to a path of the site by the shell's router (a full page load until the router is there). */
  navigate: Navigate;
  /** The shell's router navigate; null goes back to full page loads. */
  setNavigator(navigate: Navigate | null): void;
  /** Removes the window listeners this instance added (tests, hot reload). */
  dispose(): void;
}
