import { WEBHOOK_SCOPES, type WebhookScope } from '@pizza/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { InlineError } from '../../../components/ui/inline-error';
import { formatDateTime } from '../../../lib/format';
import { useErrorText } from '../../../lib/use-error-text';
import { useDeleteWebhook, useRotateSecret, useUpdateWebhook } from '../api/webhooks';
import type { WebhookEndpoint } from '../types';
import { DeliveryLog } from './delivery-log';
import { ScopesEditor } from './scopes-editor';
import { SecretReveal } from './secret-reveal';
import { TestEventButton } from './test-event-button';
import { useFocusOnClose } from './use-focus-on-close';
import { WebhookStateBadge } from './webhook-state-badge';
import { WebhookToggle } from './webhook-toggle';

interface WebhookCardProps {
  endpoint: WebhookEndpoint;
  /** Where focus goes once the endpoint is deleted (the section heading). */
  onDeleted: () => void;
}

/** One endpoint: where it sends, its state, what it is sent (changed after a confirm), the switch, Test, Rotate secret, the delivery log and Delete. */
export function WebhookCard({ endpoint, onDeleted }: WebhookCardProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorText = useErrorText();
  const update = useUpdateWebhook(endpoint.id);
  const rotate = useRotateSecret(endpoint.id);
  const remove = useDeleteWebhook(endpoint.id, onDeleted);
  const [logOpen, setLogOpen] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  useFocusOnClose(confirmingDelete, deleteRef);
  const [secret, setSecret] = useState<string | null>(null);
  const failure = [update, rotate, remove].find((mutation) => mutation.isError);

  const confirmDelete = () => {
    setConfirmingDelete(false);
    remove.mutate(undefined, { onError: () => headingRef.current?.focus() });
  };

  return (
    <article aria-labelledby={`${id}-url`} className="flex flex-col gap-4 rounded-2xl p-4 ring-1 ring-ink/10">
      <header className="flex flex-col gap-2">
        <h3 ref={headingRef} tabIndex={-1} id={`${id}-url`} className="font-mono text-base font-bold break-all sm:text-lg">
          {endpoint.url}
        </h3>
        {endpoint.description && <p className="text-ink-muted">{endpoint.description}</p>}
        <div className="flex flex-wrap items-center gap-2">
          <WebhookStateBadge endpoint={endpoint} />
          {endpoint.eventTypes.map((type) => (
            <span key={type} className="rounded-full bg-cream-100 px-2.5 py-0.5 font-mono text-xs font-semibold ring-1 ring-cream-300">
              {type}
            </span>
          ))}
        </div>
        {endpoint.state === 'disabled' && endpoint.disabledReason && (
          <p className="text-sm font-semibold text-brand-800">
            {t('integrations.webhooks.reason', {
              reason: t(`integrations.webhooks.reasons.${endpoint.disabledReason}`, { defaultValue: endpoint.disabledReason }),
            })}
          </p>
        )}
        <ScopesEditor
          name={endpoint.url}
          current={endpoint.scopes}
          offered={WEBHOOK_SCOPES}
          required="events"
          kind="webhook"
          busy={update.isPending}
          onSave={(scopes) => update.mutate({ scopes: scopes.filter((scope): scope is WebhookScope => scope !== 'menu') })}
        />
        <p className="text-sm text-ink-muted">
          {endpoint.lastDeliveredSeq === undefined
            ? t('integrations.webhooks.noneDelivered')
            : t('integrations.webhooks.lastSeq', { seq: endpoint.lastDeliveredSeq })}
          {' · '}
          {t('integrations.webhooks.createdAt', { time: formatDateTime(endpoint.createdAt, i18n.language) })}
        </p>
      </header>

      <div className="flex flex-wrap items-center gap-2">
        <WebhookToggle endpoint={endpoint} busy={update.isPending} onChange={(enabled) => update.mutate({ enabled })} />
        <TestEventButton endpointId={endpoint.id} />
        <Button
          variant="secondary"
          size="sm"
          disabled={rotate.isPending}
          aria-busy={rotate.isPending}
          onClick={() => rotate.mutate(undefined, { onSuccess: (answer) => setSecret(answer.secret) })}
        >
          {rotate.isPending ? t('integrations.webhooks.rotating') : t('integrations.webhooks.rotate')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={logOpen}
          aria-controls={`${id}-log`}
          onClick={() => setLogOpen((open) => !open)}
        >
          {logOpen ? t('integrations.webhooks.hideLog') : t('integrations.webhooks.showLog')}
        </Button>
        <button
          ref={deleteRef}
          type="button"
          disabled={remove.isPending}
          onClick={() => setConfirmingDelete(true)}
          className={`${buttonClasses('ghost', 'sm')} text-brand-800`}
        >
          {remove.isPending ? t('integrations.webhooks.deleting') : t('integrations.webhooks.delete')}
        </button>
      </div>

      {confirmingDelete && (
        <ConfirmStep
          question={t('integrations.webhooks.deleteQuestion', { url: endpoint.url })}
          confirmLabel={t('integrations.webhooks.confirmDelete')}
          cancelLabel={t('integrations.cancel')}
          onConfirm={confirmDelete}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
      {failure && <InlineError>{errorText(failure.error)}</InlineError>}
      {secret && (
        <SecretReveal
          title={t('integrations.webhooks.rotated')}
          label={t('integrations.webhooks.secretLabel')}
          secret={secret}
          onDone={() => {
            setSecret(null);
            headingRef.current?.focus();
          }}
        />
      )}
      {logOpen && <DeliveryLog endpoint={endpoint} id={`${id}-log`} />}
    </article>
  );
}
