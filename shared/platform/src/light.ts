// `@casino/platform/light`: the member site's first paint in plain markup and a stylesheet (a
// button, an alert with one action, a choice of a few, a page's answer, line icons), drawn as
// antd draws them in the site's theme, for where antd's components would load with the page and
// write their CSS-in-JS into it. Bundled by each app with the chunk that uses it. The popups'
// dialog is `@casino/platform/light-dialog`; antd stays for the dialogs a member opens (forms)
// and the back-office.
export { SiteButton, siteButtonClassName, type SiteButtonProps } from './light/site-button';
export { ActionAlert, type ActionAlertProps } from './light/action-alert';
export { SegmentedChoice, type SegmentedChoiceProps } from './light/segmented-choice';
export { ResultPanel } from './light/result-panel';
export { MenuIcon, ChevronLeftIcon, ChevronRightIcon, SearchIcon, ClearIcon, CloseIcon, SpinnerIcon, AnnouncementIcon, CrownIcon, BoltIcon, type IconProps } from './light/icons';
