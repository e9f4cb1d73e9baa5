import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';

/** Image types staff may upload; the server checks the file's own signature, not only this label. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** The largest image, in bytes (before base64). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

export const staffImageUpload = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/admin/upload/image',
  access: 'master',
  summary:
    'Stores an image for content (popups, slides, logos, game images, announcements) and answers its site path, `/uploads/<sha256>.<ext>`: the same file is stored once, and never changes.',
  body: Type.Object(
    {
      content_type: Type.Union(UPLOAD_IMAGE_TYPES.map((type) => Type.Literal(type))),
      /** The file, base64. */
      data: Type.String({ minLength: 4, maxLength: Math.ceil(MAX_UPLOAD_BYTES / 3) * 4, pattern: '^[A-Za-z0-9+/]+={0,2}$' }),
    },
    { additionalProperties: false },
  ),
  maxBodyBytes: Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 1024,
  data: Type.Object({ url: Type.String() }),
});
