import { LANGUAGES, useLanguage, type Lang } from '@casino/platform';
import { Segmented } from 'antd';
import { useShellTranslation } from '../i18n/use-shell-translation';

/** 한국어 / English; each label is written in its own language. */
export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const { t } = useShellTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <Segmented<Lang>
      aria-label={t('header.language')}
      size={size}
      value={language}
      onChange={(lang) => void setLanguage(lang)}
      options={LANGUAGES.map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
    />
  );
}
