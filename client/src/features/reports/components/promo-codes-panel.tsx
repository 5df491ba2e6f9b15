import { type SalesReport } from '@pizza/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { ReportFormat } from '../use-report-format';
import { DataTable } from './data-table';
import { ReportPanel } from './report-panel';

/** The server counts every loyalty reward under this one code (docs/product/promo-codes.md#where-the-discount-shows). */
const LOYALTY_CODE = 'LOYALTY';

/** Each code the range's sales used: how many sales and the forint it gave; loyalty rewards as one row. */
export function PromoCodesPanel({ promoCodes, format }: { promoCodes: SalesReport['promoCodes']; format: ReportFormat }) {
  const { t } = useTranslation();
  const id = useId();
  const title = t('reports.promoCodes.title');
  return (
    <ReportPanel id={id} title={title}>
      {promoCodes.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('reports.promoCodes.none')}</p>
      ) : (
        <DataTable
          caption={title}
          columns={[t('reports.promoCodes.code'), t('reports.promoCodes.orders'), t('reports.promoCodes.discount')]}
          numeric={[1, 2]}
          rows={promoCodes.map((row) => [
            row.code === LOYALTY_CODE ? t('reports.promoCodes.loyalty') : row.code,
            format.count(row.redemptions),
            format.money(row.discount),
          ])}
        />
      )}
    </ReportPanel>
  );
}
