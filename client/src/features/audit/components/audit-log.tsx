import { ScrollText } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { buttonClasses } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/inline-error';
import { Spinner } from '../../../components/ui/spinner';
import { useEndSessionOnRejectedToken } from '../../../lib/session/use-end-staff-session-on-rejection';
import { useErrorText } from '../../../lib/use-error-text';
import { useAuditLog } from '../api/audit-log';
import { filtersFromSearch, searchFromFilters } from '../audit-filters';
import { AuditEntries } from './audit-entries';
import { AuditFiltersForm } from './audit-filters-form';
import { ExportCsvButton } from './export-csv-button';

/**
 * The content of /admin/audit (docs/product/screens.md#audit-log): the filters (kept in the page's
 * address, so "who cancelled #0042" is a link), the entries newest first with Load more, and
 * Export CSV with the same filters.
 */

export function AuditLog() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(searchText)), [searchText]);
  const log = useAuditLog(filters);
  useEndSessionOnRejectedToken([log.error]);
  const filtered = Object.keys(filters).length > 0;

  let body;
  if (!log.data) {
    body = log.isError ? (
      <div className="flex flex-col items-start gap-3 py-4">
        <InlineError>
          {t('audit.loadFailed')} {errorText(log.error)}
        </InlineError>
        <button type="button" onClick={() => void log.refetch()} className={buttonClasses('secondary')}>
          {t('audit.retry')}
        </button>
      </div>
    ) : (
      <div className="flex justify-center py-12">
        <Spinner label={t('audit.loading')} />
      </div>
    );
  } else if (log.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-cream-300 px-6 py-10 text-center">
        <ScrollText aria-hidden="true" className="size-8 text-ink-muted" />
        <p className="font-semibold text-ink-muted">{filtered ? t('audit.emptyFiltered') : t('audit.empty')}</p>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <AuditEntries entries={log.data} />
        {log.isFetchNextPageError && (
          <InlineError>
            {t('audit.loadFailed')} {errorText(log.error)}
          </InlineError>
        )}
        {log.hasNextPage && (
          <button
            type="button"
            onClick={() => void log.fetchNextPage()}
            disabled={log.isFetchingNextPage}
            className={`${buttonClasses('secondary')} self-center`}
          >
            {log.isFetchingNextPage ? t('audit.loadingMore') : t('audit.loadMore')}
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-ink-muted">{t('audit.intro')}</p>
      {/* A new address (a shared link, Back) starts the form again from the filters it holds. */}
      <AuditFiltersForm key={searchText} value={filters} onApply={(next) => setSearch(searchFromFilters(next))} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p role="status" className="font-semibold text-ink-muted">
          {log.data ? t('audit.shown', { count: log.data.length }) : ''}
        </p>
        <ExportCsvButton filters={filters} />
      </div>
      {body}
    </div>
  );
}
