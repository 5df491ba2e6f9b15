import { useTranslation } from 'react-i18next';

const block = 'animate-pulse rounded-2xl bg-cream-200 motion-reduce:animate-none';

/** The report's shape while its figures load: cards, then two charts. */
export function ReportSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {t('reports.loading')}
      </p>
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2, 3, 4].map((index) => (
          <div key={index} className={`${block} h-36`} />
        ))}
      </div>
      <div aria-hidden="true" className="grid gap-4 lg:grid-cols-2">
        <div className={`${block} h-80`} />
        <div className={`${block} h-80`} />
      </div>
    </div>
  );
}
