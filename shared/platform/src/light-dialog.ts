// `@casino/platform/light-dialog`: the member site's modal dialog in plain markup (the popups').
// An entry of its own, not in `@casino/platform/light`: its stylesheet would ride along with
// every page that imports a button from there.
export { LightDialog, type LightDialogProps } from './light/light-dialog';
