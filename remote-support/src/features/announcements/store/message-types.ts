import type { BoardMessageType } from '@casino/contract';

/** Announcement types, in the order the filters and the form offer them. */
export const BOARD_MESSAGE_TYPES: readonly BoardMessageType[] = ['notice', 'event', 'popup'];
