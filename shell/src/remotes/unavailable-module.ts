import { type FallbackModule } from './fallback-plugin';
import { RemoteUnavailable } from './remote-unavailable';

/** What a failed or undeployed remote module resolves to: the same localized retry box for both. */
export function unavailableModule(): FallbackModule {
  return { default: RemoteUnavailable, remoteUnavailable: true };
}
