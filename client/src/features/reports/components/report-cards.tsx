import type { SalesReport, SalesSlice } from '@pizza/shared';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { ReportFormat } from '../use-report-format';
import { FactList } from './fact-list';

function Card({ title, figure, children }: { title: string; figure?: ReactNode; children?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-2 rounded-2xl bg-surface p-4 shadow-card ring-1 ring-ink/10">
      <h2 id={id} className="text-sm font-semibold text-ink-muted">
        {title}
      </h2>
      {figure !== undefined && <p className="font-display text-3xl font-extrabold tabular-nums">{figure}</p>}
      {children}
    </section>
  );
}

/** Two sides of the sales (pickup and delivery, cash and card): each one's orders and revenue, and a bar of their shares of the orders. */
function Split({ sides, format }: { sides: ReadonlyArray<[string, SalesSlice]>; format: ReportFormat }) {
  const { t } = useTranslation();
  const total = sides.reduce((sum, [, slice]) => sum + slice.orders, 0);
  return (
    <>
      <div aria-hidden="true" className="flex h-2 overflow-hidden rounded-full bg-cream-200">
        {total > 0 && <div className="bg-brand-600" style={{ width: `${(sides[0]![1].orders / total) * 100}%` }} />}
      </div>
      <FactList
        small
        rows={sides.map(([name, slice]) => [
          name,
          `${t('reports.cards.ordersCount', { count: slice.orders, formatted: format.count(slice.orders) })} · ${format.money(slice.revenue)}`,
        ])}
      />
    </>
  );
}

/** The range at a glance: revenue and its parts, orders, the average basket, pickup vs delivery, cash vs card. */
export function ReportCards({ report, format }: { report: SalesReport; format: ReportFormat }) {
  const { t } = useTranslation();
  const { revenue } = report;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <Card title={t('reports.cards.revenue')} figure={format.money(revenue.total)}>
        <FactList
          small
          rows={[
            [t('reports.cards.items'), format.money(revenue.items)],
            [t('reports.cards.deliveryFees'), format.money(revenue.deliveryFees)],
            [t('reports.cards.serviceFees'), format.money(revenue.serviceFees)],
            [t('reports.cards.bottleDeposits'), format.money(revenue.bottleDeposits)],
            // Revenue is after discounts: the forint promo codes and rewards took off (docs/product/promo-codes.md).
            [t('reports.cards.discounts'), revenue.discounts > 0 ? `−${format.money(revenue.discounts)}` : format.money(0)],
          ]}
        />
      </Card>
      <Card title={t('reports.cards.orders')} figure={format.count(report.orders)}>
        <p className="text-sm text-ink-muted">{t('reports.cards.ordersHint')}</p>
      </Card>
      <Card title={t('reports.cards.averageBasket')} figure={format.money(report.averageBasket)} />
      <Card title={t('reports.cards.service')}>
        <Split
          format={format}
          sides={[
            [t('reports.cards.pickup'), report.byService.PICKUP],
            [t('reports.cards.delivery'), report.byService.DELIVERY],
          ]}
        />
      </Card>
      <Card title={t('reports.cards.payment')}>
        <Split
          format={format}
          sides={[
            [t('reports.cards.cash'), report.byPayment.CASH],
            [t('reports.cards.card'), report.byPayment.CARD],
          ]}
        />
      </Card>
    </div>
  );
}
