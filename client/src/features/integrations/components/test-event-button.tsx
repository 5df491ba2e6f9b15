import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../lib/use-error-text';
import { useSendTest } from '../api/webhooks';

/** 'Send test event', then what the receiver did: its status and time, or why it failed. */
export function TestEventButton({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const test = useSendTest(endpointId);
  const result = test.data;

  let outcome = '';
  if (test.isError) outcome = errorText(test.error);
  else if (result?.ok) outcome = t('integrations.webhooks.testOk', { status: result.statusCode ?? '2xx', ms: result.durationMs });
  else if (result)
    outcome = t('integrations.webhooks.testFailed', {
      reason: result.error ?? String(result.statusCode ?? t('integrations.log.noAnswer')),
      ms: result.durationMs,
    });

  const tone = result?.ok ? 'bg-green-100 text-green-950' : 'bg-brand-50 text-brand-800';
  return (
    <>
      <Button variant="secondary" size="sm" disabled={test.isPending} aria-busy={test.isPending} onClick={() => test.mutate()}>
        {test.isPending ? t('integrations.webhooks.testing') : t('integrations.webhooks.test')}
      </Button>
      <p role="status" className={`order-last basis-full text-sm font-semibold ${outcome ? `rounded-xl px-3 py-2 ${tone}` : ''}`}>
        {outcome}
      </p>
    </>
  );
}
