import { MAX_UPLOAD_BYTES } from '@casino/contract';
import { imageFileProblem, MAX_UPLOAD_MB, readImageFile } from './image-file';

const fileOf = (size: number, type: string) => new File([new Uint8Array(size)], 'picked', { type });

test('takes an image of a type the API stores, from one byte up to its limit', () => {
  expect(imageFileProblem(fileOf(1, 'image/png'))).toBeNull();
  expect(imageFileProblem(fileOf(MAX_UPLOAD_BYTES, 'image/webp'))).toBeNull();
  expect(MAX_UPLOAD_MB).toBe(2);
});

test('refuses another type, an empty file and one past the limit', () => {
  expect(imageFileProblem(fileOf(10, 'application/pdf'))).toBe('type');
  expect(imageFileProblem(fileOf(10, 'image/svg+xml'))).toBe('type');
  expect(imageFileProblem(fileOf(0, 'image/png'))).toBe('empty');
  expect(imageFileProblem(fileOf(MAX_UPLOAD_BYTES + 1, 'image/jpeg'))).toBe('size');
});

test("reads the file as the upload call's body: its type and its bytes in base64", async () => {
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' });
  await expect(readImageFile(file)).resolves.toEqual({ content_type: 'image/png', data: 'iVBORw==' });
});
