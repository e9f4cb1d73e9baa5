import type { ChildAccount } from '@casino/contract';
import { useFeedback, useHttp } from '@casino/platform';
import { Switch } from 'antd';
import { useState } from 'react';
import { setAccountState } from '../api/set-account-state';
import { usePartnerTranslation } from '../i18n/use-partner-translation';
import { errorMessage } from '../lib/error-message';

export type State = ChildAccount['state'];

interface AccountStateSwitchProps {
  account: { id: number; username: string; state: State };
  /** The state the server now holds for the account. */
  onChanged: (state: State) => void;
}

/**
 * Normal/stop, after a confirm that says what stop does (the account is signed out at once and
 * refused at sign-in). The switch shows the server's state, never a hoped-for one.
 */
export function AccountStateSwitch({ account, onChanged }: AccountStateSwitchProps) {
  const { t } = usePartnerTranslation();
  const http = useHttp();
  const { ask, messages } = useFeedback();
  const [busy, setBusy] = useState(false);

  const change = async (normal: boolean) => {
    const next: State = normal ? 'normal' : 'stop';
    const stopping = next === 'stop';
    const ok = await ask({
      title: t(stopping ? 'account.stopTitle' : 'account.resumeTitle', { username: account.username }),
      content: t(stopping ? 'account.stopContent' : 'account.resumeContent'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const answer = await setAccountState(http, account.id, next);
      onChanged(answer.state);
      messages.success(t('account.stateChanged', { username: account.username, state: t(`common.state.${answer.state}`) }));
    } catch (error) {
      messages.error(errorMessage(error, t('common.error')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Switch
      size="small"
      checked={account.state === 'normal'}
      loading={busy}
      checkedChildren={t('common.state.normal')}
      unCheckedChildren={t('common.state.stop')}
      aria-label={t('account.stateOf', { username: account.username })}
      onChange={(normal) => void change(normal)}
    />
  );
}
