import { useTranslation } from 'react-i18next';

import { formatLegalDate } from '../legal-date';

/** 'Version 3, 29 November 2026' (in Hungarian '3. változat, 2026. november 29.'). */
export function VersionLine({ version, publishedAt }: { version: number; publishedAt: string }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="text-sm font-semibold text-ink-muted">
      <time dateTime={publishedAt}>{t('legal.version', { version, date: formatLegalDate(publishedAt, i18n.language) })}</time>
    </p>
  );
}
