import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { buttonClasses } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/inline-error';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { useErrorText } from '../../../lib/use-error-text';
import { downloadReportCsv, type ReportCsv } from '../api/download-report-csv';
import type { ReportRange } from '../report-range';

type DownloadState =
  { kind: 'idle' } | { kind: 'working'; file: ReportCsv } | { kind: 'done'; name: string } | { kind: 'failed'; error: unknown };

const FILES: readonly ReportCsv[] = ['orders', 'summary'];

/** Orders (CSV) and Summary (CSV) of the range shown, for the bookkeeper (docs/product/reports.md#exports). */
export function ReportDownloads({ range }: { range: ReportRange }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const token = useStaffAuthStore((state) => state.token);
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });

  const run = async (file: ReportCsv) => {
    setState({ kind: 'working', file });
    try {
      setState({ kind: 'done', name: await downloadReportCsv(token ?? '', file, range) });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  };

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2">
        {FILES.map((file) => (
          <button
            key={file}
            type="button"
            onClick={() => void run(file)}
            disabled={state.kind === 'working'}
            className={buttonClasses('secondary', 'sm')}
          >
            <Download aria-hidden="true" className="size-4" />
            {state.kind === 'working' && state.file === file ? t('reports.downloads.working') : t(`reports.downloads.${file}`)}
          </button>
        ))}
      </div>
      <p role="status" className="text-sm text-ink-muted empty:hidden">
        {state.kind === 'done' ? t('reports.downloads.done', { name: state.name }) : ''}
      </p>
      {state.kind === 'failed' && <InlineError>{t('reports.downloads.failed', { reason: errorText(state.error) })}</InlineError>}
    </div>
  );
}
