/** The build id, injected by DefinePlugin; compared with the deployed `/build.json`. */
declare const __BUILD_ID__: string;
/** The federation name of this app (`shell`). */
declare const __APP_NAME__: string;
