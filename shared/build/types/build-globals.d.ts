// Injected into every app by the shared webpack factory (DefinePlugin).
/** The build id; the shell compares it with the deployed `/build.json`. */
declare const __BUILD_ID__: string;
/** The federation name of this app (`shell`, `games`...). */
declare const __APP_NAME__: string;
