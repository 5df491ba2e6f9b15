import { INTEGRATION_SCOPES, type IntegrationKey } from '@pizza/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { buttonClasses } from '../../../components/ui/button';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { InlineError } from '../../../components/ui/inline-error';
import { formatDateTime } from '../../../lib/format';
import { useErrorText } from '../../../lib/use-error-text';
import { useRevokeApiKey, useUpdateApiKeyScopes } from '../api/api-keys';
import { ScopeBadges } from './scope-checkboxes';
import { ScopesEditor } from './scopes-editor';
import { useFocusOnClose } from './use-focus-on-close';

/** One key: name, what it may read (changed after a confirm), first characters, created, last used, and Revoke (asked once more) or when it was revoked. */
export function ApiKeyRow({ apiKey }: { apiKey: IntegrationKey }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorText = useErrorText();
  const revoke = useRevokeApiKey();
  const updateScopes = useUpdateApiKeyScopes(apiKey.keyId);
  const [confirming, setConfirming] = useState(false);
  const revokeRef = useRef<HTMLButtonElement>(null);
  useFocusOnClose(confirming, revokeRef);
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  const confirm = () => {
    setConfirming(false);
    revoke.mutate(apiKey.keyId, { onSettled: () => headingRef.current?.focus() });
  };

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl p-4 ring-1 ring-ink/10">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 ref={headingRef} tabIndex={-1} id={headingId} className="text-lg font-bold break-words">
          {apiKey.name}
        </h3>
        {apiKey.revokedAt ? (
          <span className="rounded-full bg-stone-200 px-3 py-1 text-sm font-bold text-stone-900 ring-1 ring-stone-300">
            {t('integrations.keys.revoked', { time: when(apiKey.revokedAt) })}
          </span>
        ) : (
          <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-bold text-green-950 ring-1 ring-green-300">
            {t('integrations.keys.active')}
          </span>
        )}
      </div>
      {apiKey.revokedAt ? (
        <ScopeBadges scopes={apiKey.scopes} label={t('integrations.scopes.reads')} />
      ) : (
        <ScopesEditor
          name={apiKey.name}
          current={apiKey.scopes}
          offered={INTEGRATION_SCOPES}
          kind="key"
          busy={updateScopes.isPending}
          onSave={(scopes) => updateScopes.mutate(scopes)}
        />
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,18rem)_auto_1fr]">
        <dt className="font-semibold text-ink-muted">{t('integrations.keys.prefix')}</dt>
        <dd className="font-mono">{apiKey.prefix}…</dd>
        <dt className="font-semibold text-ink-muted">{t('integrations.keys.createdAt')}</dt>
        <dd>{when(apiKey.createdAt)}</dd>
        <dt className="font-semibold text-ink-muted">{t('integrations.keys.lastUsed')}</dt>
        <dd>{apiKey.lastUsedAt ? when(apiKey.lastUsedAt) : t('integrations.never')}</dd>
      </dl>
      {!apiKey.revokedAt &&
        (confirming ? (
          <ConfirmStep
            question={t('integrations.keys.revokeQuestion', { name: apiKey.name })}
            confirmLabel={t('integrations.keys.confirmRevoke')}
            cancelLabel={t('integrations.cancel')}
            onConfirm={confirm}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <button
            ref={revokeRef}
            type="button"
            className={`${buttonClasses('secondary', 'sm')} self-start`}
            disabled={revoke.isPending}
            onClick={() => setConfirming(true)}
          >
            {revoke.isPending ? t('integrations.keys.revoking') : t('integrations.keys.revoke')}
          </button>
        ))}
      {revoke.isError && <InlineError>{errorText(revoke.error)}</InlineError>}
      {updateScopes.isError && <InlineError>{errorText(updateScopes.error)}</InlineError>}
    </article>
  );
}
