const CHUNK_ERROR_PATTERNS = [/Loading chunk [\w./-]+ failed/i, /Loading CSS chunk/i, /ChunkLoadError/, /Failed to fetch dynamically imported module/i];

/** Is this error a failed code download (a webpack chunk or a federation remote)? */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  if (isRemoteLoadError(error)) return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/** Federation runtime failures carry RUNTIME-xxx codes, or name the remote entry or manifest. */
function isRemoteLoadError(error: Error): boolean {
  // 001 entry exports, 003 manifest, 007 snapshot, 008 script: the download failed, not the code.
  return /RUNTIME-00[1378]|Failed to load script resources|Failed to get (manifest|remoteEntry)/i.test(error.message);
}
