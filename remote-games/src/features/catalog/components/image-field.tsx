import { UploadOutlined } from '@ant-design/icons';
import { UPLOAD_IMAGE_TYPES } from '@casino/contract';
import { isApiError, useHttp } from '@casino/platform';
import { Button, Input, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useCatalogTranslation } from '../../../i18n/use-catalog-translation';
import { uploadImage } from '../api/upload-image';
import { imageFileProblem, MAX_UPLOAD_MB, readBase64, type UploadType } from '../upload/image-file';

interface ImageFieldProps {
  /** From the form item: the field's id (its label points here), value and change. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  maxLength: number;
  /** The preview's text alternative. */
  alt: string;
  /** The value is a usable address (not half typed): show it. */
  showPreview: boolean;
}

/** An image by address, or uploaded: the API stores the file and answers its `/uploads/...` path. */
export function ImageField({ id, value = '', onChange, maxLength, alt, showPreview }: ImageFieldProps) {
  const { t } = useCatalogTranslation();
  const http = useHttp();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File) => {
    const refused = imageFileProblem(file);
    setProblem(refused && t(`image.${refused}`, { mb: MAX_UPLOAD_MB }));
    if (refused) return;
    setUploading(true);
    try {
      const { url } = await uploadImage(http, { content_type: file.type as UploadType, data: await readBase64(file) });
      onChange?.(url);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : t('image.failed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="games-catalog-image">
      {showPreview && value && <img src={value} alt={alt} className="games-catalog-image__preview" />}
      <div className="games-catalog-image__row">
        <Input id={id} value={value} maxLength={maxLength} autoComplete="off" placeholder={t('image.placeholder')} onChange={(event) => onChange?.(event.target.value)} />
        <Button icon={<UploadOutlined aria-hidden />} loading={uploading} onClick={() => picker.current?.click()}>
          {t('image.upload')}
        </Button>
      </div>
      <input
        ref={picker}
        type="file"
        // Not the `hidden` attribute: a stylesheet's `display` beats it and showed the browser's bare file chooser.
        style={{ display: 'none' }}
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so picking the same file again is a change too.
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}
