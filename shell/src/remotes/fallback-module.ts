/**
 * What a remote module that could not load (not deployed, or its download failed) resolves to:
 * a module of the shell's own, the retry box, carrying why.
 */
export interface FallbackModule {
  default: unknown;
  /** Marks a module that is not the remote's own code. */
  readonly remoteUnavailable: true;
  /** Why the remote's own module is missing (none when it is simply not deployed). */
  readonly error?: unknown;
}

export function isFallbackModule(module: unknown): module is FallbackModule {
  return typeof module === 'object' && module !== null && 'remoteUnavailable' in module && module.remoteUnavailable === true;
}
