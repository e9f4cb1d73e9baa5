import { type FallbackModule } from './fallback-module';
import { RemoteUnavailable } from './remote-unavailable';

/** What a failed or undeployed remote module resolves to: the same localized retry box for both. */
export function unavailableModule(_requestId?: string, error?: unknown): FallbackModule {
  return error === undefined ? { default: RemoteUnavailable, remoteUnavailable: true } : { default: RemoteUnavailable, remoteUnavailable: true, error };
}
