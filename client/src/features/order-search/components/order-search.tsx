import type { Order } from '@pizza/shared';
import { SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { buttonClasses } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/inline-error';
import { Spinner } from '../../../components/ui/spinner';
import { useEndSessionOnRejectedToken } from '../../../lib/session/use-end-staff-session-on-rejection';
import { useErrorText } from '../../../lib/use-error-text';
import { useOrderSearch } from '../api/search-orders';
import { filtersFromSearch, searchFromFilters } from '../search-filters';
import { OrderDetail } from './order-detail';
import { SearchForm } from './search-form';
import { pageRange, SearchPager } from './search-pager';
import { SearchResults } from './search-results';

/**
 * The content of /admin/orders (docs/product/board.md#order-search): the search (kept in the
 * page's address, so Back and a reload show it again), a page of results newest first with
 * Previous and Next, and the order a result opens, with its history.
 */
export function OrderSearch() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(searchText), new Date()), [searchText]);
  const results = useOrderSearch(filters);
  const [opened, setOpened] = useState<Order | null>(null);
  useEndSessionOnRejectedToken([results.error]);

  const data = results.data;
  const busy = results.isFetching && (results.isPlaceholderData || !data);
  const range = data && pageRange(data.page, data.pageSize, data.total);

  let body;
  if (!data) {
    body = results.isError ? (
      <div className="flex flex-col items-start gap-3 py-4">
        <InlineError>
          {t('orderSearch.loadFailed')} {errorText(results.error)}
        </InlineError>
        <button type="button" onClick={() => void results.refetch()} className={buttonClasses('secondary')}>
          {t('orderSearch.retry')}
        </button>
      </div>
    ) : (
      <div className="flex justify-center py-12">
        <Spinner label={t('orderSearch.loading')} />
      </div>
    );
  } else if (data.orders.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-cream-300 px-6 py-10 text-center">
        <SearchX aria-hidden="true" className="size-8 text-ink-muted" />
        <p className="font-semibold text-ink-muted">{t('orderSearch.empty')}</p>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4" aria-busy={busy}>
        <SearchResults orders={data.orders} onOpen={setOpened} />
        <SearchPager
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          busy={busy}
          onPage={(page) => setSearch(searchFromFilters({ ...filters, page }))}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-ink-muted">{t('orderSearch.intro')}</p>
      {/* A new address (Back, a reload, a shared link) starts the form again from the search it holds. */}
      <SearchForm key={searchText} value={filters} onApply={(next) => setSearch(searchFromFilters(next))} />
      <p role="status" className="font-semibold text-ink-muted">
        {busy ? t('orderSearch.loading') : range && data.total > 0 ? t('orderSearch.range', { ...range, total: data.total }) : ''}
      </p>
      {body}
      {opened && <OrderDetail order={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}
