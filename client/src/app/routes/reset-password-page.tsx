import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { FormAlert } from '../../components/ui/form-controls';
import { paths } from '../../config/paths';
import { AuthCard, ForgotPasswordForm, ResetPasswordForm } from '../../features/auth';
import { addTranslations } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountPagesResources } from '../../locales/account-pages';
import { TopBar } from '../layout/top-bar';

// This page's strings arrive with its code (see locales/account-pages.ts).
addTranslations(accountPagesResources);

/** Without a token there is nothing to reset with: say so and offer a fresh link right here. */
function MissingToken() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={t('reset.missingToken')} />
      {asking ? (
        <ForgotPasswordForm id="reset-request-link" />
      ) : (
        <button
          type="button"
          onClick={() => setAsking(true)}
          className="cursor-pointer self-start rounded-md font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t('reset.requestNewLink')}
        </button>
      )}
    </div>
  );
}

/** /resetPassword?token=… (docs/product/screens.md): the target of the e-mailed reset link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  useDocumentTitle(t('reset.title'));

  const footer = (
    <Link to={paths.login} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
      {t('reset.backToLogin')}
    </Link>
  );
  return (
    <AuthCard header={<TopBar />} title={t('reset.title')} subtitle={token ? t('reset.subtitle') : undefined} footer={footer}>
      {token ? <ResetPasswordForm token={token} /> : <MissingToken />}
    </AuthCard>
  );
}
