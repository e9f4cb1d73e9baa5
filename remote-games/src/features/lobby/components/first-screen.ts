/**
 * The cards a phone shows before any scrolling (two rows of two): their pictures load at once,
 * the rest only as they come near. A lazy picture on the first screen waits for the layout to
 * ask for it, and the lobby's largest paint (a brand's logo) waited with it.
 */
const FIRST_SCREEN_CARDS = 4;

export const pictureLoading = (index: number): 'eager' | 'lazy' => (index < FIRST_SCREEN_CARDS ? 'eager' : 'lazy');
