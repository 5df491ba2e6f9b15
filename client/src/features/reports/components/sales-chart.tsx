import type { SalesSlice } from '@pizza/shared';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartData,
  type ChartOptions,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useId, useMemo, useState } from 'react';
import { Chart } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';

import { buttonClasses } from '../../../components/ui/button';
import { usePrefersReducedMotion } from '../../../lib/motion';
import type { ReportFormat } from '../use-report-format';
import { useChartColours } from './chart-colours';
import { DataTable } from './data-table';
import { ReportPanel } from './report-panel';

// Only what these charts draw (bars, a line, two value axes, tooltips, the legend): Chart.js leaves
// the rest out of the reports chunk. This module is reached only from the lazy reports page.
ChartJS.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/** Whether this browser can draw on a canvas (a test DOM cannot: the table stands alone there). */
function canvasDrawable(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

interface SalesChartProps {
  id: string;
  title: string;
  /** The first column's heading: 'Hour', 'Day'. */
  sliceHeading: string;
  labels: readonly string[];
  slices: readonly SalesSlice[];
  format: ReportFormat;
}

/**
 * Orders (bars, left axis) and revenue (a line, right axis) per hour or per day, with the same
 * numbers as a table: always there for screen readers, on screen with "Show as table".
 */
export function SalesChart({ id, title, sliceHeading, labels, slices, format }: SalesChartProps) {
  const { t } = useTranslation();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const colours = useChartColours();
  const reducedMotion = usePrefersReducedMotion();
  const [drawable] = useState(canvasDrawable);
  const ordersLabel = t('reports.charts.orders');
  const revenueLabel = t('reports.charts.revenue');

  const data = useMemo<ChartData<'bar' | 'line', number[], string>>(
    () => ({
      labels: [...labels],
      datasets: [
        {
          type: 'bar',
          label: ordersLabel,
          data: slices.map((slice) => slice.orders),
          backgroundColor: colours.orders,
          borderRadius: 4,
          yAxisID: 'orders',
          order: 2,
        },
        {
          type: 'line',
          label: revenueLabel,
          data: slices.map((slice) => slice.revenue),
          borderColor: colours.revenue,
          backgroundColor: colours.revenue,
          pointRadius: 2,
          tension: 0.25,
          yAxisID: 'revenue',
          order: 1,
        },
      ],
    }),
    [labels, slices, colours, ordersLabel, revenueLabel],
  );

  const options = useMemo<ChartOptions<'bar' | 'line'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion ? false : undefined,
      interaction: { mode: 'index', intersect: false },
      color: colours.text,
      plugins: {
        legend: { labels: { color: colours.text, boxWidth: 12 } },
        tooltip: {
          callbacks: {
            label: (item) =>
              `${item.dataset.label ?? ''}: ${item.dataset.yAxisID === 'revenue' ? format.money(item.parsed.y ?? 0) : format.count(item.parsed.y ?? 0)}`,
          },
        },
      },
      scales: {
        x: { ticks: { color: colours.text, autoSkip: true, maxRotation: 0 }, grid: { display: false } },
        orders: {
          type: 'linear',
          position: 'left',
          beginAtZero: true,
          ticks: { color: colours.text, precision: 0 },
          grid: { color: colours.grid },
          title: { display: true, text: ordersLabel, color: colours.text },
        },
        revenue: {
          type: 'linear',
          position: 'right',
          beginAtZero: true,
          ticks: { color: colours.text, callback: (value) => format.money(Number(value)) },
          grid: { display: false },
          title: { display: true, text: revenueLabel, color: colours.text },
        },
      },
    }),
    [colours, reducedMotion, format, ordersLabel, revenueLabel],
  );

  return (
    <ReportPanel
      id={id}
      title={title}
      actions={
        <button
          type="button"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
          className={buttonClasses('ghost', 'sm')}
        >
          {tableShown ? t('reports.charts.hideTable') : t('reports.charts.showTable')}
        </button>
      }
    >
      {drawable && (
        // The canvas is a picture for sighted readers; its numbers are in the table below.
        <div className="relative h-64 w-full sm:h-72" aria-hidden="true">
          <Chart type="bar" data={data} options={options} />
        </div>
      )}
      <DataTable
        id={tableId}
        caption={t('reports.charts.tableCaption', { title })}
        visible={tableShown || !drawable}
        columns={[sliceHeading, ordersLabel, revenueLabel]}
        numeric={[1, 2]}
        rows={slices.map((slice, index) => [labels[index], format.count(slice.orders), format.money(slice.revenue)])}
      />
    </ReportPanel>
  );
}
