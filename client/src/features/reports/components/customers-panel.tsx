import type { SalesReport } from '@pizza/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { ReportFormat } from '../use-report-format';
import { FactList } from './fact-list';
import { ReportPanel } from './report-panel';

/** Who bought: first-time customers, returning ones, and how often each ordered in the range. */
export function CustomersPanel({ customers, format }: { customers: SalesReport['customers']; format: ReportFormat }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <ReportPanel id={id} title={t('reports.customers.title')}>
      <FactList
        rows={[
          [t('reports.customers.new'), format.count(customers.new)],
          [t('reports.customers.returning'), format.count(customers.returning)],
          [t('reports.customers.ordersPerCustomer'), format.twoDecimals(customers.ordersPerCustomer)],
        ]}
      />
    </ReportPanel>
  );
}
