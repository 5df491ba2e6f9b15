import { Download, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-controls';
import { useErrorText } from '../../../lib/use-error-text';
import { useDownloadMyData } from '../api/my-data';
import { DeleteAccountDialog } from './delete-account-dialog';

const cardClass = 'flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-card sm:p-6';

/**
 * "My data" on /account (docs/product/legal.md#my-data): download everything the shop holds about
 * the customer, and delete the account after reading what goes and what is kept.
 */
export function MyDataSection() {
  const { t } = useTranslation();
  const id = useId();
  const download = useDownloadMyData();
  const errorText = useErrorText();
  const [deleting, setDeleting] = useState(false);

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 flex max-w-xl flex-col gap-5">
      <h2 id={`${id}-title`} className="text-2xl font-extrabold sm:text-3xl">
        {t('myData.title')}
      </h2>

      <div className={cardClass}>
        <h3 className="text-xl font-extrabold">{t('myData.downloadTitle')}</h3>
        <p className="text-sm text-ink-muted">{t('myData.downloadHint')}</p>
        {download.isError && <FormAlert message={errorText(download.error)} />}
        {download.isSuccess && <FormAlert tone="success" message={t('myData.downloaded', { name: download.data })} />}
        <div>
          <Button variant="secondary" disabled={download.isPending} aria-busy={download.isPending} onClick={() => download.mutate()}>
            <Download aria-hidden="true" className="size-5" />
            {download.isPending ? t('myData.downloading') : t('myData.download')}
          </Button>
        </div>
      </div>

      <div className={cardClass}>
        <h3 className="text-xl font-extrabold">{t('myData.deleteTitle')}</h3>
        <p className="text-sm text-ink-muted">{t('myData.deleteHint')}</p>
        <div>
          <Button variant="secondary" onClick={() => setDeleting(true)} className="text-brand-700">
            <Trash2 aria-hidden="true" className="size-5" />
            {t('myData.delete')}
          </Button>
        </div>
      </div>

      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}
