import { use } from 'react';
import { browser } from 'react-dom';

/**
 * The module that stands in for a page whose server code failed or ran late. Inside the slot's
 * Suspense boundary it asks React for browser-only rendering (`browser()`): the server sends the
 * slot's fallback (the spinner) marked for the browser, which renders the area itself, as it
 * renders any slow remote's, and reports nothing for it while hydrating.
 */
export const leftToBrowserModule = {
  default: function LeftToBrowser(): null {
    use(browser('the remote page could not be rendered on the server'));
    return null;
  },
};
