import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { InlineError } from '../../../components/ui/inline-error';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../lib/use-error-text';

interface ListQuery<T> {
  data: T[] | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

interface ListStateProps<T> {
  query: ListQuery<T>;
  loadingLabel: string;
  emptyLabel: string;
  children: (items: T[]) => ReactNode;
}

/** Loading, the server's error with Try again, an empty list said in words, or the items. */
export function ListState<T>({ query, loadingLabel, emptyLabel, children }: ListStateProps<T>) {
  const { t } = useTranslation();
  const errorText = useErrorText();

  if (!query.data) {
    if (query.isError) {
      return (
        <div className="flex flex-col items-start gap-3 py-4">
          <InlineError>
            {t('integrations.loadFailed')} {errorText(query.error)}
          </InlineError>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="min-h-11 cursor-pointer rounded-full bg-ink px-5 font-bold text-cream-50"
          >
            {t('integrations.retry')}
          </button>
        </div>
      );
    }
    return (
      <div className="flex justify-center py-8">
        <Spinner label={loadingLabel} />
      </div>
    );
  }

  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-cream-300 px-6 py-8 text-center">
        <Inbox aria-hidden="true" className="size-8 text-ink-muted" />
        <p className="font-semibold text-ink-muted">{emptyLabel}</p>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
