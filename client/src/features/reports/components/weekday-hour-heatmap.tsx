import type { SalesReport } from '@pizza/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { ReportFormat } from '../use-report-format';
import { ReportPanel } from './report-panel';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * Orders by weekday × Budapest hour as a table whose cells are tinted by how busy they are: a
 * screen reader reads it as the table it is, every cell with its number. The tint mixes the
 * brand colour's variable, so it follows the light and dark theme.
 */
export function WeekdayHourHeatmap({ heatmap, format }: { heatmap: SalesReport['heatmap']; format: ReportFormat }) {
  const { t } = useTranslation();
  const id = useId();
  const orders = new Map(heatmap.map((cell) => [`${cell.weekday}-${cell.hour}`, cell.orders]));
  const busiest = Math.max(1, ...heatmap.map((cell) => cell.orders));
  const title = t('reports.heatmap.title');

  return (
    <ReportPanel id={`${id}-title`} title={title}>
      <p className="text-sm text-ink-muted">{t('reports.heatmap.hint')}</p>
      {/* The table scrolls on a phone, by keyboard too; `relative` keeps the hours' screen-reader words inside the scroller. */}
      <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="relative overflow-x-auto rounded-lg">
        <table className="border-separate border-spacing-0.5 text-xs">
          <caption id={`${id}-caption`} className="sr-only">
            {title}
          </caption>
          <thead>
            <tr>
              <td />
              {HOURS.map((hour) => (
                <th key={hour} scope="col" className="min-w-7 px-0.5 py-1 text-center font-semibold text-ink-muted">
                  <span aria-hidden="true">{String(hour).padStart(2, '0')}</span>
                  <span className="sr-only">{format.hour(hour)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((weekday) => (
              <tr key={weekday}>
                <th scope="row" className="pr-2 text-left font-semibold text-ink-muted">
                  {format.weekday(weekday)}
                </th>
                {HOURS.map((hour) => {
                  const count = orders.get(`${weekday}-${hour}`) ?? 0;
                  const share = Math.round((count / busiest) * 100);
                  // White only on a near-full tint (brand-600 is 5.2:1 under white); ink elsewhere.
                  return (
                    <td
                      key={hour}
                      className={`h-7 min-w-7 rounded text-center tabular-nums ${share >= 90 ? 'font-semibold text-white' : count > 0 ? 'font-semibold text-ink' : 'text-ink-muted'}`}
                      style={
                        count > 0
                          ? { backgroundColor: `color-mix(in oklab, var(--color-brand-600) ${Math.max(12, share)}%, transparent)` }
                          : undefined
                      }
                    >
                      {count}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ReportPanel>
  );
}
