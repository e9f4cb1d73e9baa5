import type { TablePaginationConfig } from 'antd';
import type { PagedList } from './paged-list';

/** The pager every list table uses: the list's page and total, no size changer, hidden for one page. */
export function tablePagination(list: Pick<PagedList<unknown>, 'page' | 'pageSize' | 'total' | 'setPage'>, onChange: (page: number) => unknown = list.setPage): TablePaginationConfig {
  return {
    current: list.page,
    pageSize: list.pageSize,
    total: list.total,
    showSizeChanger: false,
    size: 'small',
    hideOnSinglePage: true,
    onChange: (page) => void onChange(page),
  };
}
