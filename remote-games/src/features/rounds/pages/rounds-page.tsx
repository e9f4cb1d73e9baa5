import { StaffPage } from '../../../components/staff-page';
import { useRoundsTranslation } from '../../../i18n/use-rounds-translation';
import { RoundsDesk } from '../components/rounds-desk';
import '../rounds.css';

/**
 * /partner/rounds (masters with the `site` right): what the providers' calls left unsettled or
 * refused on a Seoul day (stale open rounds, rollbacks of bets never seen, bets on settled
 * rounds), per provider, and closing a stale round with a reason, its open stakes refunded.
 */
export default function RoundsPage() {
  const { t } = useRoundsTranslation();
  return (
    <StaffPage title={t('title')} right="site" denied={{ title: t('noAccess.title'), body: t('noAccess.body') }} className="games-rounds">
      <RoundsDesk />
    </StaffPage>
  );
}
