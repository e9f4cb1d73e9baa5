import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES, type BodyOf, type staffImageUpload } from '@casino/contract';

export type ImageUploadBody = BodyOf<typeof staffImageUpload>;

export type ImageFileProblem = 'type' | 'empty' | 'size';

export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/** Why a picked file cannot be sent (the server checks the bytes again), or null when it can. */
export function imageFileProblem(file: File): ImageFileProblem | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return null;
}

/** The upload call's body: the file's type and its bytes in base64 (the data URL without its head). */
export function readImageFile(file: File): Promise<ImageUploadBody> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ content_type: file.type as ImageUploadBody['content_type'], data: url.slice(url.indexOf(',') + 1) });
    };
    reader.readAsDataURL(file);
  });
}
