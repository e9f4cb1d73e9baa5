import { useFeedback } from '@casino/platform';
import { isImageUrl } from '@casino/platform/back-office';
import { Button, Drawer, Flex, Form, Switch } from 'antd';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useStaffTranslation } from '../i18n/staff/use-staff-translation';

interface FormDrawerProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Wider for the rich-text editor and its preview side by side. */
  wide?: boolean;
  children: ReactNode;
}

/** Closes the drawer, after asking when the form in it was changed. */
const RequestClose = createContext<() => Promise<void>>(async () => undefined);

/**
 * The side panel every staff form opens in; its content is unmounted on close, so the next
 * opening starts afresh. Escape, the mask, ✕ and Cancel all ask first once anything was written:
 * a long announcement was lost to one stray key.
 */
export function FormDrawer({ open, title, onClose, wide = false, children }: FormDrawerProps) {
  const { t } = useStaffTranslation();
  const { ask } = useFeedback();
  const edited = useRef(false);
  useEffect(() => {
    if (open) edited.current = false;
  }, [open]);

  const requestClose = async () => {
    if (edited.current) {
      const discard = await ask({ title: t('staff.discardTitle'), content: t('staff.discardText'), okText: t('staff.discard'), cancelText: t('staff.keepEditing') });
      if (!discard) return;
    }
    onClose();
  };

  return (
    <Drawer open={open} onClose={() => void requestClose()} title={title} size={wide ? 'min(1100px, 100vw)' : 'min(560px, 100vw)'} rootClassName="support-staff-drawer" destroyOnHidden>
      <Form.Provider
        onFormChange={() => {
          edited.current = true;
        }}
      >
        <RequestClose.Provider value={requestClose}>{children}</RequestClose.Provider>
      </Form.Provider>
    </Drawer>
  );
}

/** Cancel and save at the foot of a staff form in a `FormDrawer`; save waits while the change is on its way. */
export function FormActions({ saving }: { saving: boolean }) {
  const { t } = useStaffTranslation();
  const requestClose = useContext(RequestClose);
  return (
    <Flex justify="flex-end" gap={8}>
      <Button onClick={() => void requestClose()}>{t('staff.cancel')}</Button>
      <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
        {t('staff.save')}
      </Button>
    </Flex>
  );
}

/** Whether a row shows to members, as an on/off switch. */
export function ActiveField() {
  const { t } = useStaffTranslation();
  return (
    <Form.Item name="active" label={t('staff.activeLabel')} valuePropName="checked">
      <Switch checkedChildren={t('staff.active')} unCheckedChildren={t('staff.inactive')} />
    </Form.Item>
  );
}

/** The form rule for an image address: a file of the site or an https URL (`image.invalid` otherwise). */
export function useImageRule() {
  const { t } = useStaffTranslation();
  return { validator: (_rule: unknown, value: string) => (isImageUrl(value) ? Promise.resolve() : Promise.reject(new Error(t('image.invalid')))) };
}
