import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * user-event for the staff pages' tests, without its check of `pointer-events` up the tree on
 * every pointer action: with antd's CSS-in-JS styles that check is most of a click's time in jsdom,
 * and nothing on these pages relies on `pointer-events` to refuse a click.
 */
export const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
