import type { SalesReport } from '@pizza/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { ReportFormat } from '../use-report-format';
import { FactList } from './fact-list';
import { ReportPanel } from './report-panel';

/** How the kitchen kept up: time to accept, estimates kept, orders turned down or cancelled, pauses. */
export function OperationsPanel({ operations, format }: { operations: SalesReport['operations']; format: ReportFormat }) {
  const { t } = useTranslation();
  const id = useId();
  const accept = operations.acceptSeconds;
  const { held, measured } = operations.etaHeld;
  const minutes = (value: number) => t('reports.operations.minutes', { value: format.count(value) });
  return (
    <ReportPanel id={id} title={t('reports.operations.title')}>
      <FactList
        rows={[
          [t('reports.operations.placed'), format.count(operations.placed)],
          [
            t('reports.operations.acceptAverage'),
            accept ? t('reports.operations.minutes', { value: format.minutes(accept.average) }) : t('reports.operations.noneAccepted'),
          ],
          [
            t('reports.operations.acceptP90'),
            accept ? t('reports.operations.minutes', { value: format.minutes(accept.p90) }) : t('reports.operations.noneAccepted'),
          ],
          [
            t('reports.operations.etaHeld'),
            measured === 0
              ? t('reports.operations.noneMeasured')
              : t('reports.operations.heldOf', {
                  held: format.count(held),
                  measured: format.count(measured),
                  percent: format.percent(held, measured),
                }),
          ],
          [t('reports.operations.rejected'), format.count(operations.rejected)],
          [t('reports.operations.cancelled'), format.count(operations.cancelled)],
          [t('reports.operations.autoCancelled'), format.count(operations.autoCancelled)],
          [t('reports.operations.paused'), minutes(operations.pausedMinutes)],
          [t('reports.operations.busy'), minutes(operations.busyMinutes)],
        ]}
      />
    </ReportPanel>
  );
}
