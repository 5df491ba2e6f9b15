import type { LegalAcceptance } from '@pizza/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { usePhoneVerification } from '../../hooks/use-phone-verification';
import type { SignupDetails } from '../../signup-details';
import { SignupCodeForm } from './signup-code-form';
import { SignupDetailsForm } from './signup-details-form';

const RECAPTCHA_CONTAINER_ID = 'recaptcha-container';

type Step =
  { name: 'details'; values?: SignupDetails } | { name: 'code'; values: SignupDetails & { phone: string; acceptedLegal: LegalAcceptance } };

/** The two steps of SPEC's sign-up: form, then code. Going back keeps what was typed. */
export function SignupFlow() {
  const { t } = useTranslation();
  const { sendCode, confirm, botCheckProblem } = usePhoneVerification(RECAPTCHA_CONTAINER_ID);
  const [step, setStep] = useState<Step>({ name: 'details' });

  return (
    <>
      <p className="mb-4 text-sm font-bold tracking-wide text-brand-700 uppercase">
        {t('signup.step', { step: step.name === 'details' ? 1 : 2 })} ·{' '}
        {step.name === 'details' ? t('signup.detailsStep') : t('signup.codeStep')}
      </p>
      {step.name === 'details' ? (
        <SignupDetailsForm
          initialValues={step.values}
          sendCode={sendCode}
          onCodeSent={(values) => setStep({ name: 'code', values })}
          botCheckMessage={botCheckProblem ? t(`signup.${botCheckProblem}`) : null}
        />
      ) : (
        <SignupCodeForm
          details={step.values}
          confirm={confirm}
          resend={() => sendCode(step.values.phone)}
          onChangeDetails={() => setStep({ name: 'details', values: step.values })}
        />
      )}
      {/* The invisible bot check renders here; it must outlive both steps. */}
      <div id={RECAPTCHA_CONTAINER_ID} />
    </>
  );
}
