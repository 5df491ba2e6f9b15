import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { buttonClasses } from '../../../components/ui/button';

interface SearchPagerProps {
  page: number;
  pageSize: number;
  total: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/** The first and last result of a page, 1-based: page 2 of 25 a page is 26–50. */
export function pageRange(page: number, pageSize: number, total: number): { first: number; last: number } {
  if (total === 0) return { first: 0, last: 0 };
  return { first: (page - 1) * pageSize + 1, last: Math.min(page * pageSize, total) };
}

/** Previous and Next, shown when the results fill more than one page. */
export function SearchPager({ page, pageSize, total, busy, onPage }: SearchPagerProps) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('orderSearch.pager.label')} className="flex items-center justify-between gap-3">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy} className={buttonClasses('secondary')}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        {t('orderSearch.pager.previous')}
      </button>
      <span className="text-sm font-semibold text-ink-muted tabular-nums">{t('orderSearch.pager.page', { page, pages })}</span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages || busy} className={buttonClasses('secondary')}>
        {t('orderSearch.pager.next')}
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </nav>
  );
}
