import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES, type staffImageUpload, type BodyOf } from '@casino/contract';

export type ImageUploadBody = BodyOf<typeof staffImageUpload>;

/** Why a chosen file cannot be sent, by its key under `image.errors`; null when it can. */
export function imageFileProblem(file: File): 'type' | 'size' | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
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
