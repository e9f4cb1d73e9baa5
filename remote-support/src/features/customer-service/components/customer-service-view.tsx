import { useEvents, useHttp } from '@casino/platform';
import { Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ModalHeading } from '../../../components/modal-heading';
import { useModalUrl } from '../../../lib/modal-url';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import { TicketFormStore } from '../store/ticket-form-store';
import { TicketsStore } from '../store/tickets-store';
import { TicketDetail } from './ticket-detail';
import { TicketForm } from './ticket-form';
import { TicketList } from './ticket-list';

export type CustomerServiceTab = 'list' | 'write';

/** The customer-service modal's content: the member's inquiries (or one of them) and the write form. */
export const CustomerServiceView = observer(function CustomerServiceView({ initialTab, openId = null, titleId }: { initialTab: CustomerServiceTab; openId?: number | null; titleId?: string }) {
  const { t } = useSupportTranslation();
  const http = useHttp();
  const events = useEvents();
  const [tickets] = useState(() => new TicketsStore(http, (answered) => events.emit('ticketsChanged', answered === undefined ? undefined : { answered })));
  const [form] = useState(() => new TicketFormStore(http));
  const [tab, setTab] = useState<CustomerServiceTab>(initialTab);

  // A linked inquiry (`modal.id`) waits, in the URL too, until the first page has answered.
  const [linkedId, setLinkedId] = useState(initialTab === 'list' ? openId : null);
  const shownId = tickets.opened?.id ?? linkedId;
  useModalUrl(tab === 'write' ? { tab: 'write' } : shownId !== null ? { id: shownId } : {});

  // Showing the list tab always shows the latest inquiries (a new one just written included).
  useEffect(() => {
    if (tab === 'list') void tickets.list.load();
  }, [tab, tickets]);

  // The linked inquiry opens once the list has answered (its newest load: the list drops older
  // answers); after a failure it stays linked.
  const listReady = tab === 'list' && tickets.list.status === 'ready';
  useEffect(() => {
    if (!listReady || linkedId === null) return;
    setLinkedId(null);
    const ticket = tickets.list.items.find((item) => item.id === linkedId);
    if (ticket) tickets.open(ticket);
  }, [listReady, linkedId, tickets]);

  const show = (next: CustomerServiceTab) => {
    tickets.close();
    setTab(next);
  };

  return (
    <div className="support-modal">
      <ModalHeading title={t('tickets.title')} id={titleId} />
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
