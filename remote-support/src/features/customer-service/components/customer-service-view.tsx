import { useEvents, useHttp } from '@casino/platform';
import { Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { ModalHeading } from '../../../components/modal-heading';
import { useModalUrl } from '../../../lib/modal-url';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import { TicketFormStore } from '../store/ticket-form-store';
import { TicketsStore } from '../store/tickets-store';
import { TicketDetail } from './ticket-detail';
import { TicketForm } from './ticket-form';
import { TicketList } from './ticket-list';
import '../customer-service.css';

export type CustomerServiceTab = 'list' | 'write';

/** The customer-service modal's content: the member's inquiries (or one of them) and the write form. */
export const CustomerServiceView = observer(function CustomerServiceView({ initialTab, openId = null }: { initialTab: CustomerServiceTab; openId?: number | null }) {
  const { t } = useSupportTranslation();
  const http = useHttp();
  const events = useEvents();
  const [tickets] = useState(() => new TicketsStore(http, (answered) => events.emit('ticketsChanged', answered === undefined ? undefined : { answered })));
  const [form] = useState(() => new TicketFormStore(http));
  const [tab, setTab] = useState<CustomerServiceTab>(initialTab);

  const linkedId = useRef(openId);
  useModalUrl(tab === 'write' ? { tab: 'write' } : tickets.opened ? { id: tickets.opened.id } : {});

  // Showing the list tab always shows the latest inquiries (a new one just written included).
  // A linked inquiry (`modal.id`) opens once the first page is there.
  useEffect(() => {
    if (tab !== 'list') return;
    void tickets.list.load().then(() => {
      const linked = tickets.list.items.find((ticket) => ticket.id === linkedId.current);
      linkedId.current = null;
      if (linked) tickets.open(linked);
    });
  }, [tab, tickets]);

  const show = (next: CustomerServiceTab) => {
    tickets.close();
    setTab(next);
  };

  return (
    <div className="support-modal">
      <ModalHeading title={t('tickets.title')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => show(key as CustomerServiceTab)}
        items={[
          {
            key: 'list',
            label: t('tickets.tabs.list'),
            children: tickets.opened ? <TicketDetail store={tickets} ticket={tickets.opened} /> : <TicketList store={tickets} />,
          },
          { key: 'write', label: t('tickets.tabs.write'), children: <TicketForm
              store={form}
              onSubmitted={() => {
                tickets.list.rewind();
                show('list');
              }}
            /> },
        ]}
      />
    </div>
  );
});
