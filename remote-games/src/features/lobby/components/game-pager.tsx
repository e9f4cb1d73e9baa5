import { ChevronLeftIcon, ChevronRightIcon } from '@casino/platform/light';
import { useGamesTranslation } from '../../../i18n/use-games-translation';
import { GAP, pageNumbers } from './page-numbers';
import './game-pager.css';

/**
 * The pages of a brand's games: previous, the numbers (the current one marked for screen
 * readers too), next; nothing when everything fits on one page. antd's Pagination without the
 * size changer and quick jumper it would bring with it.
 */
export function GamePager({ page, pageCount, onChange }: { page: number; pageCount: number; onChange: (page: number) => void }) {
  const { t } = useGamesTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="game-pager" aria-label={t('lobby.pagesLabel')}>
      <button type="button" className="game-pager__item" aria-label={t('lobby.previousPage')} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeftIcon />
      </button>
      {pageNumbers(page, pageCount).map((item, index) =>
        item === GAP ? (
          <span key={`gap-${index}`} className="game-pager__gap" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="game-pager__item"
            aria-label={t('lobby.pageLabel', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => item !== page && onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className="game-pager__item" aria-label={t('lobby.nextPage')} disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
