import { maxLengthOf, userLinePath } from '@casino/contract';
import { SearchField } from '@casino/platform/back-office';
import { Alert, Button, Spin, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import type { SearchStore } from '../store/search-store';
import type { LineStep } from '../store/structure-store';

const SEARCH_MAX_LENGTH = maxLengthOf(userLinePath.query, 'search');

function PathLabel({ path }: { path: LineStep[] }) {
  const { t } = usePartnerTranslation();
  const target = path.at(-1)!;
  return (
    <>
      <span className="structure-match">
        <strong>{target.username}</strong> ({target.nickname}) <Tag>{t(`common.level.${target.level}`)}</Tag>
      </span>
      {path.length > 1 ? <span className="structure-match-path">{path.slice(0, -1).map((step) => step.username).join(' › ')}</span> : null}
    </>
  );
}

/** Finds accounts of the line by ID or nickname; choosing one opens the tree down to it. */
export const LineSearch = observer(function LineSearch({ search }: { search: SearchStore }) {
  const { t } = usePartnerTranslation();

  return (
    <div className="structure-search" role="search">
      <SearchField
        label={t('structure.search.label')}
        labelHidden
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('structure.search.placeholder')}
        loading={search.status === 'loading'}
        onSearch={(value) => void search.search(value)}
        onChange={(event) => {
          if (!event.target.value) search.clear();
        }}
      />
      <div aria-live="polite">
        {search.status === 'error' ? <Alert type="error" showIcon title={search.errorMessage ?? t('common.error')} /> : null}
        {search.status === 'ready' && search.paths.length === 0 ? <p className="structure-search-empty">{t('structure.search.none')}</p> : null}
        {search.status === 'ready' && search.paths.length > 0 ? (
          <>
            <p className="structure-search-count">{t('structure.search.count', { n: search.paths.length })}</p>
            <ul className="structure-matches" aria-label={t('structure.search.results')}>
              {search.paths.map((path) => {
                const target = path.at(-1)!;
                return (
                  <li key={target.id}>
                    <Button
                      type="text"
                      block
                      className="structure-match-button"
                      disabled={search.openingId !== null && search.openingId !== target.id}
                      onClick={() => void search.open(path)}
                    >
                      {search.openingId === target.id ? <Spin size="small" /> : null}
                      <PathLabel path={path} />
                    </Button>
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
        {search.lost ? <Alert type="warning" showIcon title={t('structure.search.lost')} /> : null}
      </div>
    </div>
  );
});
