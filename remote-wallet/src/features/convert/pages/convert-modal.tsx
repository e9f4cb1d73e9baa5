import { useHttp, useUser, type ModalProps } from '@casino/platform';
import { Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useWalletTranslation } from '../../../i18n/use-wallet-translation';
import { useBalanceHandoff } from '../../../lib/use-balance-handoff';
import { ModalTitle } from '../../../components/modal-title';
import { ConvertAction } from '../components/convert-action';
import { ConvertStore } from '../store/convert-store';
import '../convert.css';

/** `?modal=convert`: cash -> game credit, game credit -> cash, rolling points -> cash. */
const ConvertModal = observer(function ConvertModal({ titleId }: ModalProps) {
  const { t } = useWalletTranslation();
  const http = useHttp();
  const user = useUser();
  const onBalance = useBalanceHandoff();
  const [stores] = useState(() => ({
    toCredit: new ConvertStore(http, 'toCredit', onBalance),
    toCash: new ConvertStore(http, 'toCash', onBalance),
    rolling: new ConvertStore(http, 'rolling', onBalance),
  }));

  return (
    <div className="wallet-convert">
      <ModalTitle id={titleId}>
        {t('convert.title')}
      </ModalTitle>
      <Flex vertical gap={12}>
        <ConvertAction store={stores.toCredit} available={user.balance} />
        <ConvertAction store={stores.toCash} available={user.credit} />
        <ConvertAction store={stores.rolling} available={user.rollingPoint} />
      </Flex>
    </div>
  );
});

export default ConvertModal;
