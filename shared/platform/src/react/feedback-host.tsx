import { message, Modal } from 'antd';
import { useEffect } from 'react';
import { usePlatform } from './hooks';

/**
 * antd's message and modal holders under the page's ConfigProvider (theme, locale, CSP nonce),
 * handed to the platform's feedback bridge. Loaded after the first paint: message, notification
 * and Modal are not on the critical path of any page.
 */
export default function FeedbackHost() {
  const { feedback } = usePlatform();
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => feedback.attach({ message: messageApi, modal: modalApi }), [feedback, messageApi, modalApi]);
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
