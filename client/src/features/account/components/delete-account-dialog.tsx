import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { Button } from '../../../components/ui/button';
import { DrawerHeader } from '../../../components/ui/drawer-header';
import { FormAlert, SubmitButton, TextField } from '../../../components/ui/form-controls';
import { Sheet } from '../../../components/ui/sheet';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/use-error-text';
import { accountDeletedState } from '../account-deleted';
import { useDeleteAccount } from '../api/my-data';
import { ORDER_RETENTION_YEARS } from '../order-retention';

/**
 * The confirmation of an erasure: what goes, what is kept for accounting and for how long, and the
 * password. The shop's modal (focus kept inside, Escape and Cancel back out). On success the
 * customer lands on the home page, which signs them out and shows a notice.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const erase = useDeleteAccount();
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (erase.isPending) return;
    if (!password) {
      setMissing(true);
      return;
    }
    erase.mutate(
      { password },
      {
        // The home page forgets the session when it shows the notice (account-deleted-notice.tsx):
        // forgotten here, this signed-in page's guard would send the browser to the login page
        // before the navigation (a transition) lands.
        onSuccess: () => void navigate(paths.home, { replace: true, state: accountDeletedState }),
      },
    );
  };

  return (
    <Sheet open onClose={onClose} labelledBy={`${id}-title`} placement="center" className="sm:w-[32rem]">
      <DrawerHeader titleId={`${id}-title`} title={t('myData.confirmTitle')} closeLabel={t('myData.close')} onClose={onClose} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 overflow-y-auto px-5 pb-6">
        <p>{t('myData.confirmIntro')}</p>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
          <li>{t('myData.erased')}</li>
          <li>{t('myData.signedOut')}</li>
          <li>{t('myData.kept', { years: ORDER_RETENTION_YEARS })}</li>
          <li>{t('myData.signUpAgain')}</li>
        </ul>
        <p className="font-bold">{t('myData.irreversible')}</p>
        <TextField
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          label={t('myData.password')}
          value={password}
          error={missing && !password ? t('myData.passwordRequired') : undefined}
          onChange={(event) => {
            erase.reset();
            setPassword(event.target.value);
          }}
        />
        {erase.isError && <FormAlert message={errorText(erase.error)} />}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton busy={erase.isPending} label={t('myData.confirm')} busyLabel={t('myData.deleting')} />
          <Button variant="secondary" className="w-full" onClick={onClose} disabled={erase.isPending}>
            {t('myData.cancel')}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
