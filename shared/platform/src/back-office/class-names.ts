import './back-office.css';

/**
 * The class names of back-office.css that a remote puts on its own elements. Importing them
 * brings the style sheet with them.
 */
export const backOfficeClassNames = {
  /** Read by screen readers, not shown: a search field's label, an online dot's word. */
  visuallyHidden: 'back-office-visually-hidden',
  /** A FilterBar field two columns wide, for a SeoulDayRange (one column on a phone). */
  filterDays: 'back-office-filters__days',
  /** Room under a text area for its count, which antd draws where the field's help goes. */
  countedField: 'back-office-counted',
} as const;
