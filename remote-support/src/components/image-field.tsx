import { useHttp } from '@casino/platform';
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from '@casino/contract';
import { Button, Flex, Input, Typography } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { uploadImage } from '../api/upload-image';
import { useStaffTranslation } from '../i18n/staff/use-staff-translation';
import { errorText } from '../lib/error-text';
import { imageFileProblem, readImageFile } from '../lib/read-image-file';
import { isStaffImageUrl } from './staff-editor/staff-urls';
import './staff.css';

export interface ImageFieldProps {
  /** The input's id, for its form label. */
  id?: string;
  value?: string;
  onChange?: (url: string) => void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
}

/**
 * An image for content: upload a file (the API stores it and answers its `/uploads/...` path) or
 * type an address; a thumbnail shows what members will see. Fits an antd Form.Item (value/onChange).
 */
export function ImageField({ id, value = '', onChange, disabled, 'aria-invalid': invalid }: ImageFieldProps) {
  const { t } = useStaffTranslation();
  const http = useHttp();
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const refused = imageFileProblem(chosen);
    if (refused) return setProblem(t(`image.errors.${refused}`, { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }));
    setProblem(null);
    setUploading(true);
    try {
      const { url } = await uploadImage(http, await readImageFile(chosen));
      onChange?.(url);
    } catch (error) {
      setProblem(errorText(error, t('image.errors.upload')));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="support-image-field">
      <Flex gap={8} wrap align="center">
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange?.(event.target.value.trim())}
          placeholder={t('image.urlPlaceholder')}
          disabled={disabled || uploading}
          aria-invalid={invalid}
          maxLength={500}
          style={{ flex: '1 1 220px' }}
        />
        <Button onClick={() => file.current?.click()} loading={uploading} disabled={disabled}>
          {t('image.upload')}
        </Button>
        <input ref={file} type="file" accept={UPLOAD_IMAGE_TYPES.join(',')} style={{ display: 'none' }} onChange={(event) => void onFile(event)} data-testid="image-file" />
      </Flex>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
      {isStaffImageUrl(value) && <img className="support-image-thumb" src={value} alt={t('image.preview')} />}
    </div>
  );
}
