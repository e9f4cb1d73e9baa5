import { STAFF_HTML_LINK_MAX_LENGTH } from '@casino/contract';
import type { Editor } from '@tiptap/react';
import { Button, Form, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useStaffTranslation } from '../../i18n/staff/use-staff-translation';
import { isStaffLinkUrl } from './staff-urls';

/**
 * Makes the selected text a link, changes the link under the cursor, or removes it. With nothing
 * selected the address itself is inserted as the link's text.
 */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useStaffTranslation();
  const inputId = useId();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const [invalid, setInvalid] = useState(false);

  const apply = () => {
    const url = href.trim();
    if (!isStaffLinkUrl(url)) return setInvalid(true);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else {
      chain.setMark('link', { href: url }).run();
    }
    onClose();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetMark('link').run();
    onClose();
  };

  return (
    <Modal
      open
      title={t('editor.link.title')}
      onCancel={() => {
        editor.commands.focus();
        onClose();
      }}
      footer={[
        current ? (
          <Button key="remove" danger onClick={remove}>
            {t('editor.link.remove')}
          </Button>
        ) : null,
        <Button key="cancel" onClick={() => onClose()}>
          {t('staff.cancel')}
        </Button>,
        <Button key="apply" type="primary" onClick={apply}>
          {t('editor.link.apply')}
        </Button>,
      ]}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={apply}>
        <Form.Item
          label={t('editor.link.url')}
          htmlFor={inputId}
          validateStatus={invalid ? 'error' : undefined}
          help={invalid ? t('editor.link.invalid') : t('editor.link.hint')}
        >
          <Input
            id={inputId}
            autoFocus
            value={href}
            onChange={(event) => {
              setHref(event.target.value);
              setInvalid(false);
            }}
            placeholder="https://"
            maxLength={STAFF_HTML_LINK_MAX_LENGTH}
            autoComplete="off"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
