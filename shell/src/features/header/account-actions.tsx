import { usePlatform } from '@casino/platform';
import { observer } from 'mobx-react-lite';
import { SiteButton } from '@casino/platform/light';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { useSignOut } from '../../lib/use-sign-out';
import type { SupportCounts } from './support-counts-store';

const NO_COUNTS: SupportCounts = { unread: null, answered: null };

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
      <sup className="site-button__count" aria-hidden data-testid={badge.testId}>
        {badge.count > 99 ? '99+' : badge.count}
      </sup>
      <span className="header-visually-hidden">{t(badge.title, { count: badge.count })}</span>
    </>
  );
}

/** Member modal ids the header opens (remote modals are mapped in src/modals/modal-table.ts). */
const MEMBER_MODALS = [
  { id: 'deposit', label: 'header.deposit' },
  { id: 'withdraw', label: 'header.withdraw' },
  { id: 'convert', label: 'header.convert' },
  { id: 'limits', label: 'header.limits' },
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
      <div className={`header-actions header-actions--${direction}${compact ? ' header-actions--compact' : ''}`}>
        <SiteButton kind="primary" size={compact ? 'small' : 'middle'} block={vertical} onClick={() => open('login')}>
          {t('header.login')}
        </SiteButton>
        <SiteButton size={compact ? 'small' : 'middle'} block={vertical} onClick={() => open('signup')}>
          {t('header.signup')}
        </SiteButton>
        {/* Announcements are public; the phone bar keeps only log-in and sign-up (the drawer has it). */}
        {!compact && (
          <SiteButton kind="text" block={vertical} onClick={() => open('notice')}>
            {t('header.notice')}
          </SiteButton>
        )}
      </div>
    );
  }
  return (
    <div className={`header-actions header-actions--${direction} header-actions--wrap`}>
      {MEMBER_MODALS.map((item) => (
        <SiteButton key={item.id} size="small" block={vertical} kind={item.id === 'deposit' ? 'primary' : 'default'} onClick={() => open(item.id)}>
          {t(item.label)}
          <CountBadge modalId={item.id} counts={counts} />
        </SiteButton>
      ))}
      <SiteButton
        size="small"
        block={vertical}
        kind="danger"
        onClick={() => {
          onAction?.();
          signOut();
        }}
      >
        {t('header.logout')}
      </SiteButton>
    </div>
  );
});
