import { LANGUAGES, useLanguage } from '@casino/platform';
import { SegmentedChoice } from '@casino/platform/light';
import { useShellTranslation } from '../i18n/use-shell-translation';

/** 한국어 / English, each label written in its own language. */
export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const { t } = useShellTranslation();
  const { language, setLanguage } = useLanguage();
  const options = LANGUAGES.map((lang) => ({ value: lang, label: t(`language.${lang}`) }));
  return <SegmentedChoice label={t('header.language')} options={options} value={language} onChange={(lang) => void setLanguage(lang)} size={size} />;
}
