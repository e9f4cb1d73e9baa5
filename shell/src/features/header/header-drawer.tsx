import { Drawer, Space } from 'antd';
import { LanguageSwitch } from '../../components/language-switch';
import { AccountActions } from './account-actions';
import { AccountSummary } from './account-summary';
import { HeaderNav } from './header-nav';
import { type SupportCounts } from './support-counts-store';

export interface HeaderDrawerProps {
  open: boolean;
  title: string;
  counts: SupportCounts;
  onClose: () => void;
}

/** The phone menu: the nav, the member's figures and dialogs, the language. */
export function HeaderDrawer({ open, title, counts, onClose }: HeaderDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} title={title} placement="right" size={300}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <AccountSummary vertical />
        <HeaderNav vertical onNavigate={onClose} />
        <AccountActions vertical counts={counts} onAction={onClose} />
        <LanguageSwitch />
      </Space>
    </Drawer>
  );
}
