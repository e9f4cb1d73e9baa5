import { LANGUAGES, useLanguage, type Lang } from '@casino/platform';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

/** 한국어 / English; each label is written in its own language. */
export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const { t } = useTranslation('shell');
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
