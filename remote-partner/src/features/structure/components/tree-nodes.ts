import { accountKey, isLeaf, moreKey, retryKey, type StructureStore } from '../store/structure-store';

/** A row of the tree: an account, or a branch's "load more" / "retry" row. */
export interface StructureNode {
  key: string;
  kind: 'account' | 'more' | 'retry';
  /** The account, or for the extra rows the partner whose branch they continue. */
  id: number;
  isLeaf?: boolean;
  children?: StructureNode[];
}

/** What the key of a tree row stands for. */
export function readKey(key: string): { kind: StructureNode['kind']; id: number } {
  const [prefix, id] = key.split(':');
  return { kind: prefix === 'more' ? 'more' : prefix === 'retry' ? 'retry' : 'account', id: Number(id) };
}

/**
 * The tree as antd takes it, from what the store has loaded. A branch not loaded yet has no
 * `children`: expanding it asks for them. One with more than it shows ends in a "load more" row;
 * one that failed, in a "retry" row.
 */
export function treeNodes(store: StructureStore, id = store.rootId): StructureNode {
  const account = store.accounts.get(id)!;
  const node: StructureNode = { key: accountKey(id), kind: 'account', id, isLeaf: id !== store.rootId && isLeaf(account) };
  const branch = store.branches.get(id);
  if (!branch || (branch.status === 'loading' && branch.childIds.length === 0)) return node;
  const children = branch.childIds.map((child) => treeNodes(store, child));
  if (branch.status === 'error') children.push({ key: retryKey(id), kind: 'retry', id, isLeaf: true });
  else if (branch.childIds.length < branch.total) children.push({ key: moreKey(id), kind: 'more', id, isLeaf: true });
  return { ...node, children };
}
