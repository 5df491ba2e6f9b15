import type { BestSeller, SalesReport } from '@pizza/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { ReportFormat } from '../use-report-format';
import { DataTable } from './data-table';
import { ReportPanel } from './report-panel';

function SellerTable({
  caption,
  sellers,
  dishes,
  format,
}: {
  caption: string;
  sellers: BestSeller[];
  dishes: boolean;
  format: ReportFormat;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h3 id={id} className="font-bold">
        {caption}
      </h3>
      {sellers.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('reports.bestSellers.none')}</p>
      ) : (
        <DataTable
          caption={caption}
          columns={[
            dishes ? t('reports.bestSellers.dish') : t('reports.bestSellers.addOn'),
            ...(dishes ? [t('reports.bestSellers.size')] : []),
            t('reports.bestSellers.quantity'),
            t('reports.bestSellers.revenue'),
          ]}
          numeric={dishes ? [2, 3] : [1, 2]}
          rows={sellers.map((seller) => [
            format.name(seller),
            ...(dishes ? [seller.size ? t(`sizes.${seller.size}`, { defaultValue: seller.size }) : ''] : []),
            format.count(seller.quantity),
            format.money(seller.revenue),
          ])}
        />
      )}
    </div>
  );
}

/** The top dishes (per size) and add-ons, by units sold and by what they brought in. */
export function BestSellers({ bestSellers, format }: { bestSellers: SalesReport['bestSellers']; format: ReportFormat }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <ReportPanel id={id} title={t('reports.bestSellers.title')}>
      <div className="grid gap-5 lg:grid-cols-2">
        <SellerTable caption={t('reports.bestSellers.dishesByQuantity')} sellers={bestSellers.dishesByQuantity} dishes format={format} />
        <SellerTable caption={t('reports.bestSellers.dishesByRevenue')} sellers={bestSellers.dishesByRevenue} dishes format={format} />
        <SellerTable
          caption={t('reports.bestSellers.addOnsByQuantity')}
          sellers={bestSellers.addOnsByQuantity}
          dishes={false}
          format={format}
        />
        <SellerTable
          caption={t('reports.bestSellers.addOnsByRevenue')}
          sellers={bestSellers.addOnsByRevenue}
          dishes={false}
          format={format}
        />
      </div>
    </ReportPanel>
  );
}
