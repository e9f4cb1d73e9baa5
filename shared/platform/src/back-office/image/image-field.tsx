import { ImageUrl, UPLOAD_IMAGE_TYPES } from '@casino/contract';
import { Button, Input, Typography } from 'antd';
import { useRef } from 'react';
import { useBackOfficeTranslation } from '../use-back-office-translation';
import { isImageUrl } from './image-url';
import { useImageUpload } from './use-image-upload';
import './image-field.css';

export interface ImageFieldProps {
  /** The input's id, for its form label (an antd Form.Item passes it, with value and onChange). */
  id?: string;
  value?: string;
  onChange?: (url: string) => void;
  /** The preview's text alternative; the platform's "Preview of the chosen image" unless told. */
  alt?: string;
  /** The longest address the field takes: the contract's image URL length unless told. */
  maxLength?: number;
  disabled?: boolean;
  'aria-invalid'?: boolean;
}

/**
 * An image by address, or uploaded (the API stores the file and answers its `/uploads/...` path);
 * a preview shows an address the site can show.
 */
export function ImageField({ id, value = '', onChange, alt, maxLength = ImageUrl().maxLength, disabled, 'aria-invalid': invalid }: ImageFieldProps) {
  const { t } = useBackOfficeTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const { uploading, problem, upload } = useImageUpload((url) => onChange?.(url));

  return (
    <div className="back-office-image-field">
      <div className="back-office-image-field__row">
        <Input
          id={id}
          value={value}
          maxLength={maxLength}
          autoComplete="off"
          placeholder={t('image.placeholder')}
          // No typing while a file is on its way: its answer would replace what was typed.
          disabled={disabled || uploading}
          aria-invalid={invalid}
          onChange={(event) => onChange?.(event.target.value.trim())}
        />
        <Button loading={uploading} disabled={disabled} onClick={() => picker.current?.click()}>
          {t('image.upload')}
        </Button>
      </div>
      <input
        ref={picker}
        type="file"
        data-testid="image-file"
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
      {isImageUrl(value) && <img className="back-office-image-field__preview" src={value} alt={alt ?? t('image.preview')} />}
    </div>
  );
}
