import type { TableProps } from 'antd';
import type { ReactNode } from 'react';
import type { PagedList } from './paged-list';

type ListView<T> = Pick<PagedList<T>, 'items' | 'loading' | 'page' | 'pageSize' | 'total' | 'setPage'>;

/**
 * What every list table takes from its PagedList: the rows, the spinner, the empty text (not
 * shown under the spinner, where it would read as "nothing here") and the pager.
 */
export function pagedTableProps<T>(list: ListView<T>, emptyText: ReactNode, onPage: (page: number) => unknown = list.setPage): TableProps<T> {
  return {
    dataSource: list.items,
    loading: list.loading,
    locale: { emptyText: list.loading ? null : emptyText },
    pagination: {
      current: list.page,
      pageSize: list.pageSize,
      total: list.total,
      showSizeChanger: false,
      size: 'small',
      hideOnSinglePage: true,
      onChange: (page) => void onPage(page),
    },
  };
}
