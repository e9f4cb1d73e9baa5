import { LEFT_TO_BROWSER_DIGEST } from '../app/area-left-to-browser';

/**
 * Thrown where a remote's page stands when its server code failed. Inside the slot's Suspense
 * boundary, React then sends the slot's fallback (the spinner) and marks the boundary for the
 * browser, which renders the area itself as it renders any slow remote's.
 */
export class AreaLeftToBrowser extends Error {
  override readonly name = 'AreaLeftToBrowser';
  /** What React writes on the boundary, for the page to know it was meant. */
  readonly digest = LEFT_TO_BROWSER_DIGEST;
}

/** The module that stands in for a page whose server code failed. */
export const leftToBrowserModule = {
  default: function LeftToBrowser(): never {
    throw new AreaLeftToBrowser('this area renders in the browser');
  },
};
