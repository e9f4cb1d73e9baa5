import { LANGUAGES, useLanguage } from '@casino/platform';
import { useId } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';
import './language-switch.css';

/**
 * 한국어 / English, each label written in its own language: a group of radio buttons (arrow
 * keys move between them), drawn as antd's Segmented is in the site's theme, without it.
 */
export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const { t } = useShellTranslation();
  const { language, setLanguage } = useLanguage();
  const name = useId();
  return (
    <div role="radiogroup" aria-label={t('header.language')} className={`language-switch${size === 'small' ? ' language-switch--small' : ''}`}>
      {LANGUAGES.map((lang) => (
        <label key={lang} className="language-switch__option">
          <input className="language-switch__input" type="radio" name={name} value={lang} checked={language === lang} onChange={() => void setLanguage(lang)} />
          <span className="language-switch__label">{t(`language.${lang}`)}</span>
        </label>
      ))}
    </div>
  );
}
