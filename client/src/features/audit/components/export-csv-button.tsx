import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { buttonClasses } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/inline-error';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { useErrorText } from '../../../lib/use-error-text';
import { downloadAuditCsv } from '../api/download-audit-csv';
import type { AuditFilters } from '../audit-filters';

type ExportState = { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; name: string } | { kind: 'failed'; error: unknown };

/** Export CSV: the whole log with the filters shown, as a file (not only the entries loaded so far). */
export function ExportCsvButton({ filters }: { filters: AuditFilters }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const token = useStaffAuthStore((state) => state.token);
  const [state, setState] = useState<ExportState>({ kind: 'idle' });

  const run = async () => {
    setState({ kind: 'working' });
    try {
      setState({ kind: 'done', name: await downloadAuditCsv(token ?? '', filters) });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  };

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <button type="button" onClick={() => void run()} disabled={state.kind === 'working'} className={buttonClasses('secondary')}>
        <Download aria-hidden="true" className="size-5" />
        {state.kind === 'working' ? t('audit.export.working') : t('audit.export.button')}
      </button>
      <p role="status" className="text-sm text-ink-muted empty:hidden">
        {state.kind === 'done' ? t('audit.export.done', { name: state.name }) : ''}
      </p>
      {state.kind === 'failed' && <InlineError>{t('audit.export.failed', { reason: errorText(state.error) })}</InlineError>}
    </div>
  );
}
