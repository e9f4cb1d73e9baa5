import type { LiveTopic } from '@casino/contract';
import type { PlatformEventName, PlatformEvents } from '../events/platform-events';

/**
 * The platform event each changed list is already announced by when a page changes it: its
 * listeners (the header's and the menu's badges, the pages listing it) read it again, with no
 * detail. A topic without one is for the pages that subscribe to it (`useLiveTopics`).
 */
const EVENT_OF_TOPIC: Record<LiveTopic, PlatformEventName | null> = {
  statements: null,
  tickets: 'ticketsChanged',
  inbox: 'inboxChanged',
  requests: 'partnerRequestsChanged',
  request_new: 'partnerRequestsChanged',
  inquiries: 'support:inquiry-answered',
  inquiry_new: 'support:inquiry-answered',
  signup_new: null,
  popups: null,
  online: null,
};

/** Tells the page's listeners that every list may have changed (each event once). */
export function announceAllChanged(events: PlatformEvents): void {
  for (const name of new Set(Object.values(EVENT_OF_TOPIC))) if (name) events.emit(name);
}

/** Tells the page's listeners that a list changed on the server. */
export function announceChanged(events: PlatformEvents, topic: LiveTopic): void {
  const name = EVENT_OF_TOPIC[topic];
  if (name) events.emit(name);
}
