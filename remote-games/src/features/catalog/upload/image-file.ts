import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from '@casino/contract';

export type UploadType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** Why a picked file cannot be sent (the server checks the bytes again), or null when it can. */
export function imageFileProblem(file: File): 'type' | 'size' | 'empty' | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return null;
}

/** The file as the upload call takes it: base64, without the `data:` prefix. */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);
