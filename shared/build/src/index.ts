export { createHostConfig, createRemoteConfig } from './create-config';
export type { HostConfigOptions, RemoteConfigOptions } from './create-config';
export { SHARED_SINGLETONS, sharedConfig } from './shared-deps';
