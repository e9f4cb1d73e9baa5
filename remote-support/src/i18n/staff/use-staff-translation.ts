import { usePlatform, type NamespaceResources } from '@casino/platform';
import { useTranslation } from 'react-i18next';
import { editorEn, imageEn, staffEn } from './common-en';
import { editorKo, imageKo, staffKo } from './common-ko';

/**
 * The staff pages' words, apart from the member dialogs' `support` namespace (a member never
 * downloads them): `supportStaff` holds what every staff page shares (`staff.*`, `editor.*`,
 * `image.*`); each page has its own namespace, keyed under the page's name (`inquiries.*`), in its
 * own module, so a page's chunk carries its own words only.
 */
export const STAFF_NAMESPACE = 'supportStaff';
export const STAFF_COMMON: NamespaceResources = { ko: { staff: staffKo, editor: editorKo, image: imageKo }, en: { staff: staffEn, editor: editorEn, image: imageEn } };

/** One page's words: its namespace and its resources (`i18n/staff/<page>.ts`). */
export interface StaffWords {
  ns: string;
  resources: NamespaceResources;
}

/** A staff page's `t`: the page's own words first, then the shared ones. Without `page`: the shared words only. */
export function useStaffTranslation(page?: StaffWords) {
  const { i18n } = usePlatform();
  i18n.addNamespace(STAFF_NAMESPACE, STAFF_COMMON);
  if (page) i18n.addNamespace(page.ns, page.resources);
  // `fallback`: a key not in the page's namespace is looked up in the shared one (react-i18next reads only the first by default).
  return useTranslation(page ? [page.ns, STAFF_NAMESPACE] : STAFF_NAMESPACE, { nsMode: 'fallback' });
}
