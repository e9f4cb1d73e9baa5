import { formatKrw } from '@casino/platform';
import { Tree } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { accountKey, type StructureStore } from '../store/structure-store';
import { NodeTitle } from './node-title';
import { readKey, treeNodes, type StructureNode } from './tree-nodes';

/**
 * The downline as a tree (arrow keys move, Right/Left open and close, Enter opens or selects).
 * A branch's children load when it opens; its "load more" row adds the next page.
 */
export const StructureTree = observer(function StructureTree({ store }: { store: StructureStore }) {
  const { t } = usePartnerTranslation();
  const box = useRef<HTMLDivElement>(null);

  // A search result was opened: bring it into view and put the keyboard there.
  useEffect(() => {
    if (store.revealed === 0 || store.selectedId === null) return;
    const node = box.current?.querySelector(`[data-account-id="${store.selectedId}"]`);
    if (node && 'scrollIntoView' in node && typeof node.scrollIntoView === 'function') node.scrollIntoView({ block: 'center' });
    box.current?.querySelector<HTMLElement>('[role="tree"]')?.focus({ preventScroll: true });
  }, [store, store.revealed, store.selectedId]);

  const onSelect = (key: string) => {
    const { kind, id } = readKey(key);
    if (kind === 'more') void store.loadMore(id);
    else if (kind === 'retry') void store.loadBranch(id);
    else store.select(id);
  };

  const title = (node: StructureNode) => {
    if (node.kind === 'more') {
      const branch = store.branches.get(node.id);
      const loading = branch?.status === 'loading';
      const left = branch ? branch.total - branch.childIds.length : 0;
      return <span className="structure-extra">{loading ? t('common.loading') : t('structure.loadMore', { n: formatKrw(left) })}</span>;
    }
    if (node.kind === 'retry') {
      const branch = store.branches.get(node.id);
      return <span className="structure-extra structure-extra-error">{t('structure.loadFailed', { message: branch?.errorMessage ?? t('common.error') })}</span>;
    }
    const account = store.accounts.get(node.id);
    return account ? <NodeTitle account={account} /> : null;
  };

  return (
    <div ref={box} className="structure-tree">
      <Tree<StructureNode>
        aria-label={t('structure.treeLabel')}
        showLine
        blockNode
        treeData={[treeNodes(store)]}
        titleRender={title}
        loadData={(node) => store.loadBranch(node.id)}
        loadedKeys={store.loadedKeys}
        expandedKeys={store.expandedKeys}
        onExpand={(keys) => store.setExpanded(keys.map(String))}
        selectedKeys={store.selectedId === null ? [] : [accountKey(store.selectedId)]}
        onSelect={(_, info) => onSelect(String(info.node.key))}
        activeKey={store.activeKey}
        onActiveChange={(key) => store.setActive(key === null ? null : String(key))}
      />
    </div>
  );
});
