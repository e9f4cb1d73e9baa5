import { STAFF_HTML_IMAGE_ALT_MAX_LENGTH } from '@casino/contract';
import { ImageField, isImageUrl } from '@casino/platform/back-office';
import type { Editor } from '@tiptap/react';
import { Form, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useStaffTranslation } from '../../i18n/staff/use-staff-translation';

/** Puts an image (uploaded, or by address) where the cursor is, with the text that describes it. */
export function ImageDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useStaffTranslation();
  const srcId = useId();
  const altId = useId();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [invalid, setInvalid] = useState(false);

  const insert = () => {
    if (!isImageUrl(src)) return setInvalid(true);
    editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
    onClose();
  };

  return (
    <Modal
      open
      title={t('editor.image.title')}
      okText={t('editor.image.insert')}
      cancelText={t('staff.cancel')}
      onOk={insert}
      onCancel={() => {
        editor.commands.focus();
        onClose();
      }}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={insert}>
        <Form.Item
          label={t('editor.image.source')}
          htmlFor={srcId}
          validateStatus={invalid ? 'error' : undefined}
          help={invalid ? t('image.invalid') : t('image.hint')}
        >
          <ImageField
            id={srcId}
            value={src}
            aria-invalid={invalid}
            onChange={(url) => {
              setSrc(url);
              setInvalid(false);
            }}
          />
        </Form.Item>
        <Form.Item label={t('editor.image.alt')} htmlFor={altId} help={t('editor.image.altHint')}>
          <Input id={altId} value={alt} onChange={(event) => setAlt(event.target.value)} maxLength={STAFF_HTML_IMAGE_ALT_MAX_LENGTH} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
