import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_UPLOAD_BYTES, type UPLOAD_IMAGE_TYPES } from '@casino/contract';
import { AppError } from '../http/app-error';

export type ImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

const EXTENSIONS: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

/** What the file's own first bytes say it is; the label a client sends is not trusted alone. */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

/**
 * Stores an uploaded image under its content's sha256, once (the same file again is the same
 * path), written aside and moved into place, so a reader never sees half a file and a name never
 * changes content: browsers may cache it for good. Answers its site path.
 */
export async function storeImage(dir: string, label: ImageType, base64: string): Promise<string> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError(400, 'VALIDATION', 'upload.too_large', { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 });
  const type = sniffImage(bytes);
  if (type === null || type !== label) throw new AppError(400, 'VALIDATION', 'upload.not_an_image');
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${EXTENSIONS[type]}`;
  const target = path.join(dir, name);
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (!exists) {
    await mkdir(dir, { recursive: true });
    const aside = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}`);
    await writeFile(aside, bytes, { flag: 'wx' });
    await rename(aside, target);
  }
  return `/uploads/${name}`;
}
