import { staffImageUpload } from '@casino/contract';
import { isApiError, useHttp } from '@casino/platform';
import { useState } from 'react';
import { useBackOfficeTranslation } from '../use-back-office-translation';
import { imageFileProblem, MAX_UPLOAD_MB, readImageFile } from './image-file';

/**
 * Sends a picked image to the API, which stores it and answers its `/uploads/...` path. A file it
 * would refuse is refused here first; `problem` is what to tell staff, in the page's language.
 */
export function useImageUpload(onUploaded: (url: string) => void) {
  const { t } = useBackOfficeTranslation();
  const http = useHttp();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File) => {
    const refused = imageFileProblem(file);
    setProblem(refused && t(`image.problems.${refused}`, { mb: MAX_UPLOAD_MB }));
    if (refused) return;
    setUploading(true);
    try {
      const { url } = await http.call(staffImageUpload, { body: await readImageFile(file) });
      onUploaded(url);
    } catch (error) {
      setProblem(isApiError(error) && error.message ? error.message : t('image.problems.failed'));
    } finally {
      setUploading(false);
    }
  };

  return { uploading, problem, upload };
}
