import { budapestDay, type SalesReport } from '@pizza/shared';
import { BarChart3 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { buttonClasses } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/inline-error';
import { useEndSessionOnRejectedToken } from '../../../lib/session/use-end-staff-session-on-rejection';
import { useErrorText } from '../../../lib/use-error-text';
import { useSalesReport } from '../api/sales-report';
import { presetOf, presetRange, rangeFromSearch, type ReportRange, searchFromRange } from '../report-range';
import { type ReportFormat, useReportFormat } from '../use-report-format';
import { BestSellers } from './best-sellers';
import { CustomersPanel } from './customers-panel';
import { OperationsPanel } from './operations-panel';
import { PromoCodesPanel } from './promo-codes-panel';
import { RangePicker } from './range-picker';
import { ReportCards } from './report-cards';
import { ReportDownloads } from './report-downloads';
import { ReportSkeleton } from './report-skeleton';
import { SalesChart } from './sales-chart';
import { WeekdayHourHeatmap } from './weekday-hour-heatmap';

/** How often the page looks whether Budapest's day has changed (today's report becomes yesterday's at midnight). */
const DAY_CHECK_MS = 60_000;

/**
 * A moment of the restaurant's current day: read when the page opens (so the first request already
 * names the right day) and again when Budapest's day changes while the page stays open.
 */
function useBudapestToday(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow((shown) => (budapestDay(new Date(shown)) === budapestDay(new Date(current)) ? shown : current));
    }, DAY_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function ReportBody({ report, format }: { report: SalesReport; format: ReportFormat }) {
  const { t } = useTranslation();
  const hourLabels = useMemo(() => report.byHour.map((slice) => format.hour(slice.hour)), [report, format]);
  const dayLabels = useMemo(() => report.byDay.map((slice) => format.shortDay(slice.day)), [report, format]);
  return (
    <div className="flex flex-col gap-4">
      <ReportCards report={report} format={format} />
      <div className="grid gap-4 lg:grid-cols-2">
        <SalesChart
          id="reports-by-hour"
          title={t('reports.charts.byHour')}
          sliceHeading={t('reports.charts.hour')}
          labels={hourLabels}
          slices={report.byHour}
          format={format}
        />
        <SalesChart
          id="reports-by-day"
          title={t('reports.charts.byDay')}
          sliceHeading={t('reports.charts.day')}
          labels={dayLabels}
          slices={report.byDay}
          format={format}
        />
      </div>
      <WeekdayHourHeatmap heatmap={report.heatmap} format={format} />
      <BestSellers bestSellers={report.bestSellers} format={format} />
      <PromoCodesPanel promoCodes={report.promoCodes} format={format} />
      <div className="grid gap-4 lg:grid-cols-2">
        <OperationsPanel operations={report.operations} format={format} />
        <CustomersPanel customers={report.customers} format={format} />
      </div>
    </div>
  );
}

/**
 * The content of /admin/reports (docs/product/reports.md): the range (in the page's address, so a
 * reload or a shared link shows the same days; today when it names none), the downloads, and the
 * report: cards, charts with their tables, the heatmap, best sellers, operations and customers.
 */
export function SalesReports() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const format = useReportFormat();
  const now = useBudapestToday();
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const fromAddress = useMemo(() => rangeFromSearch(new URLSearchParams(searchText)), [searchText]);
  const today = presetRange('today', new Date(now));
  const range: ReportRange = fromAddress ?? today;
  const report = useSalesReport(range);
  useEndSessionOnRejectedToken([report.error]);
  const show = (next: ReportRange) => setSearch(searchFromRange(next));

  let body;
  if (!report.data) {
    body = report.isError ? (
      <div className="flex flex-col items-start gap-3 py-4">
        <InlineError>
          {t('reports.loadFailed')} {errorText(report.error)}
        </InlineError>
        <button type="button" onClick={() => void report.refetch()} className={buttonClasses('secondary')}>
          {t('reports.retry')}
        </button>
      </div>
    ) : (
      <ReportSkeleton />
    );
  } else if (report.data.operations.placed === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-cream-300 px-6 py-10 text-center">
        <BarChart3 aria-hidden="true" className="size-8 text-ink-muted" />
        <p className="font-semibold text-ink-muted">{t('reports.empty')}</p>
      </div>
    );
  } else {
    body = <ReportBody report={report.data} format={format} />;
  }

  return (
    <div className="flex flex-col gap-5">
      <RangePicker
        key={`${range.from}/${range.to}`}
        value={range}
        preset={presetOf(range, new Date(now))}
        onPreset={(preset) => show(presetRange(preset, new Date(now)))}
        onRange={show}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h2 className="text-xl font-extrabold" aria-live="polite">
          {format.range(range.from, range.to)}
        </h2>
        <ReportDownloads range={range} />
      </div>
      {report.isError && report.data && (
        <InlineError>
          {t('reports.loadFailed')} {errorText(report.error)}
        </InlineError>
      )}
      <div aria-busy={report.isFetching} className={report.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        {body}
      </div>
    </div>
  );
}
