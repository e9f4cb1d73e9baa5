import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import koKR from 'antd/es/locale/ko_KR';
import type { Lang } from '../i18n/languages';
import { useLanguage } from './hooks';

const ANTD_LOCALES: Record<Lang, Locale> = { ko: koKR, en: enUS };

/** antd's locale object for the UI language (date pickers, pagination, empty states...). */
export function useAntdLocale(): Locale {
  return ANTD_LOCALES[useLanguage().language];
}
