import type { GameType } from '@casino/contract';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useCatalogTranslation } from '../../../i18n/use-catalog-translation';
import { GAME_TYPES } from '../../../lib/game-types';
import type { GameTypeSummary } from '../store/catalog-store';

interface TypeTabsProps {
  active: GameType;
  /** The summary by type; null until it has loaded (the tabs work without it). */
  summary: GameTypeSummary[] | null;
  onChange: (type: GameType) => void;
  /** The active type's content. */
  children: ReactNode;
}

/** One tab per game type, each with its brand and game counts. */
export function TypeTabs({ active, summary, onChange, children }: TypeTabsProps) {
  const { t } = useCatalogTranslation();
  const label = (type: GameType) => {
    const counts = summary?.find((item) => item.code === type);
    return (
      <span>
        {t(`types.${type}`)}
        {counts && <span className="games-catalog-tab-counts"> {t('typeCounts', { brands: counts.brand_count, games: counts.game_count })}</span>}
      </span>
    );
  };
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => onChange(key as GameType)}
      items={GAME_TYPES.map((type) => ({ key: type, label: label(type), children: type === active ? children : null }))}
    />
  );
}
