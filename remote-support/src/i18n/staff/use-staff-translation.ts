import { usePlatform, type TranslateIn, type TranslationTree } from '@casino/platform';
import { useTranslation } from 'react-i18next';
import { editorEn, imageEn, staffEn } from '../en/staff-common';
import { editorKo, imageKo, staffKo } from '../ko/staff-common';

/**
 * The staff pages' words, apart from the member dialogs' `support` namespace (a member never
 * downloads them): `supportStaff` holds what every staff page shares (`staff.*`, `editor.*`,
 * `image.*`); each page has its own namespace, keyed under the page's name (`inquiries.*`), in its
 * own module, so a page's chunk carries its own words only.
 */
export const STAFF_NAMESPACE = 'supportStaff';
const STAFF_COMMON_KO = { staff: staffKo, editor: editorKo, image: imageKo };
export const STAFF_COMMON = { ko: STAFF_COMMON_KO, en: { staff: staffEn, editor: editorEn, image: imageEn } };

/** One page's words: its namespace and its resources (`i18n/staff/<page>.ts`). */
export interface StaffWords<Page extends TranslationTree = TranslationTree> {
  ns: string;
  resources: { ko: Page; en: Page };
}

/** A staff page's `t`: its own words and the shared ones, keys checked against the Korean trees. */
export type StaffT<Page extends TranslationTree = Record<never, never>> = TranslateIn<typeof STAFF_COMMON_KO & Page>;
export type WordsOf<W> = W extends StaffWords<infer Page> ? Page : never;

/** A staff page's `t`: the page's own words first, then the shared ones. Without `page`: the shared words only. */
export function useStaffTranslation<Page extends TranslationTree = Record<never, never>>(page?: StaffWords<Page>) {
  const { i18n } = usePlatform();
  i18n.addNamespace(STAFF_NAMESPACE, STAFF_COMMON);
  if (page) i18n.addNamespace(page.ns, page.resources);
  // `fallback`: a key not in the page's namespace is looked up in the shared one (react-i18next reads only the first by default).
  const translation = useTranslation(page ? [page.ns, STAFF_NAMESPACE] : STAFF_NAMESPACE, { nsMode: 'fallback' });
  return { t: translation.t as unknown as StaffT<Page>, i18n: translation.i18n };
}
