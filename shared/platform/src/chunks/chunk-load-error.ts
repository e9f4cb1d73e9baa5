const CHUNK_ERROR_PATTERNS = [/Loading chunk [\w./-]+ failed/i, /Loading CSS chunk/i, /ChunkLoadError/, /Failed to fetch dynamically imported module/i];

/** Is this error a failed code download (a webpack chunk, or a remote's entry: the shell names those as webpack does)? */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}
