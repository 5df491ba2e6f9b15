import { useTranslation } from 'react-i18next';

import { SUPPORTED_LANGUAGES } from '../../config/languages';
import { changeLanguage } from '../../lib/i18n';

/** Compact EN | HU toggle; the choice is persisted by lib/i18n. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('topBar.language')}
      className="flex rounded-full border border-cream-300 bg-surface p-0.5 text-xs font-bold"
    >
      {SUPPORTED_LANGUAGES.map((language) => {
        const isActive = i18n.resolvedLanguage === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={isActive}
            onClick={() => void changeLanguage(language)}
            className={`min-h-8 min-w-9 cursor-pointer rounded-full px-2 transition-colors ${
              isActive ? 'bg-ink text-cream-50' : 'text-ink-muted hover:text-ink'
            }`}
          >
            {/* The visible code starts the accessible name ('HU Magyar'), so saying "HU" works too. */}
            {language.toUpperCase()}
            <span className="sr-only"> {t(`languages.${language}`)}</span>
          </button>
        );
      })}
    </div>
  );
}
