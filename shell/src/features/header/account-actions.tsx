import { usePlatform } from '@casino/platform';
import { Badge, Button, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { useSignOut } from '../../lib/use-sign-out';
import type { SupportCounts } from './support-counts-store';

const NO_COUNTS: SupportCounts = { unread: null, answered: null };
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

/** The badge a support button carries: unread notes on the inbox, new answers on customer service. */
function CountBadge({ modalId, counts }: { modalId: string; counts: SupportCounts }) {
  const { t } = useShellTranslation();
  const badge =
    modalId === 'inbox'
      ? { count: counts.unread, title: 'header.inboxUnread' as const, testId: 'inbox-unread' }
      : modalId === 'customer-service'
        ? { count: counts.answered, title: 'header.ticketsAnswered' as const, testId: 'tickets-answered' }
        : null;
  if (!badge || !badge.count) return null;
  // The number is for the eye; the button's accessible name gets the words.
  return (
    <>
      <Badge count={badge.count} overflowCount={99} size="small" aria-hidden data-testid={badge.testId} />
      <span style={VISUALLY_HIDDEN}>{t(badge.title, { count: badge.count })}</span>
    </>
  );
}

/** Member modal ids the header opens (remote modals are mapped in src/modals/modal-table.ts). */
const MEMBER_MODALS = [
  { id: 'deposit', label: 'header.deposit' },
  { id: 'withdraw', label: 'header.withdraw' },
  { id: 'convert', label: 'header.convert' },
  { id: 'notice', label: 'header.notice' },
  { id: 'inbox', label: 'header.inbox' },
  { id: 'customer-service', label: 'header.customerService' },
] as const;

interface AccountActionsProps {
  /** Unread notes and unconfirmed answers, shown on the inbox and customer-service buttons. */
  counts?: SupportCounts;
  vertical?: boolean;
  /** Small buttons, for the phone bar. */
  compact?: boolean;
  onAction?: () => void;
}

/** Signed in: the member dialogs and log-out. Signed out: log-in and sign-up. */
export const AccountActions = observer(function AccountActions({ counts = NO_COUNTS, vertical = false, compact = false, onAction }: AccountActionsProps) {
  const { t } = useShellTranslation();
  const { user, modals, session } = usePlatform();
  const signOut = useSignOut();
  const open = (id: string) => {
    onAction?.();
    modals.open(id);
  };
  const direction = vertical ? 'vertical' : 'horizontal';

  // A returning visitor's account is still loading: no flash of the log-in buttons.
  if (!user.isLoggedIn && session.active && (user.status === 'idle' || user.status === 'loading')) return null;
  if (!user.isLoggedIn) {
    return (
      <Space orientation={direction} size={compact ? 4 : 8} style={vertical ? { width: '100%' } : undefined}>
        <Button type="primary" size={compact ? 'small' : 'middle'} block={vertical} onClick={() => open('login')}>
          {t('header.login')}
        </Button>
        <Button size={compact ? 'small' : 'middle'} block={vertical} onClick={() => open('signup')}>
          {t('header.signup')}
        </Button>
        {/* Announcements are public; the phone bar keeps only log-in and sign-up (the drawer has it). */}
        {!compact && (
          <Button type="text" size="middle" block={vertical} onClick={() => open('notice')}>
            {t('header.notice')}
          </Button>
        )}
      </Space>
    );
  }
  return (
    <Space orientation={direction} wrap style={vertical ? { width: '100%' } : undefined}>
      {MEMBER_MODALS.map((item) => (
        <Button key={item.id} size="small" block={vertical} type={item.id === 'deposit' ? 'primary' : 'default'} onClick={() => open(item.id)}>
          {t(item.label)}
          <CountBadge modalId={item.id} counts={counts} />
        </Button>
      ))}
      <Button
        size="small"
        block={vertical}
        danger
        onClick={() => {
          onAction?.();
          signOut();
        }}
      >
        {t('header.logout')}
      </Button>
    </Space>
  );
});
