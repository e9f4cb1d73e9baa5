import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller answers go as they are: a few hundred bytes fit in the first packets anyway. */
export const COMPRESS_THRESHOLD = 1024;

const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
// Quality 4 (the plugin's default too): 11 made a 2.4 KB catalog page 4 % smaller at 40 times the CPU.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Compresses answers above the threshold with brotli or gzip as the client accepts (adding
 * `Vary: Accept-Encoding`). Left alone: answers that already carry a `Content-Encoding` (files
 * served pre-compressed, cached answers compressed once), `text/event-stream`, and types that are
 * compressed already (images, fonts). Request bodies are never decompressed: the API reads
 * exactly what was sent (signed provider callbacks, body limits).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { encodings: ENCODINGS, threshold: COMPRESS_THRESHOLD, brotliOptions: BROTLI, globalDecompression: false });
}

/** The encoding to send a body of `size` bytes in, as the plugin would choose it; null for none. */
export function chooseEncoding(acceptEncoding: string | undefined, size: number): string | null {
  if (!acceptEncoding || size < COMPRESS_THRESHOLD) return null;
  return negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS);
}

export function compress(body: Buffer, encoding: string, brotli = BROTLI): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotli) : gzipSync(body);
}

/**
 * A page is made anew for each request (its nonce), so compressed each time: with quality 1,
 * which took under half of quality 3's time on the member pages (0.10 against 0.24 ms for the
 * home page's 22 KB: the API's time a page 0.96 -> 0.79 ms) for 0.6 KB more (7.4 against
 * 6.7 KB, still inside the first round trip's packets). bench/README 'A page compressed faster,
 * a site measured warm'.
 */
const PAGE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };

/** A page's HTML as the client accepts it: the body, and its encoding (null: as it is). */
export function compressPage(acceptEncoding: string | undefined, html: string): { body: Buffer; encoding: string | null } {
  const body = Buffer.from(html, 'utf8');
  const encoding = chooseEncoding(acceptEncoding, body.length);
  return encoding ? { body: compress(body, encoding, PAGE_BROTLI), encoding } : { body, encoding };
}
