import type { IntegrationScope } from '@pizza/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { ScopeBadges, ScopeCheckboxes } from './scope-checkboxes';
import { useFocusOnClose } from './use-focus-on-close';

interface ScopesEditorProps {
  /** Whose scopes: the key's name or the endpoint's URL (in the question). */
  name: string;
  current: readonly IntegrationScope[];
  offered: readonly IntegrationScope[];
  required?: IntegrationScope;
  /** 'key': open sockets reconnect; 'webhook': from the next delivery. */
  kind: 'key' | 'webhook';
  busy: boolean;
  onSave: (scopes: IntegrationScope[]) => void;
}

type Step = 'view' | 'edit' | 'confirm';

/**
 * A key's or an endpoint's scopes: shown as badges; Change opens the checkboxes, and saving asks
 * once more, naming what it gains and loses (docs/integrators/keys.md), before anything is sent.
 */
export function ScopesEditor({ name, current, offered, required, kind, busy, onSave }: ScopesEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [step, setStep] = useState<Step>('view');
  const [draft, setDraft] = useState<IntegrationScope[]>([...current]);
  const [empty, setEmpty] = useState(false);
  const changeRef = useRef<HTMLButtonElement>(null);
  useFocusOnClose(step !== 'view', changeRef);

  const chosen = required && !draft.includes(required) ? [required, ...draft] : draft;
  const gains = chosen.filter((scope) => !current.includes(scope));
  const loses = current.filter((scope) => !chosen.includes(scope));
  const names = (scopes: IntegrationScope[]) => scopes.map((scope) => t(`integrations.scopes.names.${scope}`)).join(', ');

  const open = () => {
    setDraft([...current]);
    setEmpty(false);
    setStep('edit');
  };
  const review = () => {
    if (chosen.length === 0) return setEmpty(true);
    setStep(gains.length === 0 && loses.length === 0 ? 'view' : 'confirm');
  };
  const question = [
    t('integrations.scopes.confirm', { name }),
    gains.length > 0 ? t('integrations.scopes.gains', { scopes: names(gains) }) : '',
    loses.length > 0 ? t('integrations.scopes.loses', { scopes: names(loses) }) : '',
    t(`integrations.scopes.when.${kind}`),
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-ink-muted">{t('integrations.scopes.reads')}</span>
        <ScopeBadges scopes={current} label={t('integrations.scopes.reads')} />
        {step === 'view' && (
          <button ref={changeRef} type="button" className={buttonClasses('ghost', 'sm')} disabled={busy} aria-busy={busy} onClick={open}>
            {busy ? t('integrations.scopes.saving') : t('integrations.scopes.change')}
          </button>
        )}
      </div>
      {step === 'edit' && (
        <div className="flex flex-col gap-2 rounded-xl p-3 ring-1 ring-ink/10">
          <ScopeCheckboxes
            id={id}
            legend={t(`integrations.scopes.legend.${kind}`)}
            offered={offered}
            value={draft}
            required={required}
            onChange={(scopes) => {
              setDraft(scopes);
              setEmpty(false);
            }}
            error={empty ? t('integrations.scopes.pickOne') : undefined}
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={review}>
              {t('integrations.scopes.save')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setStep('view')}>
              {t('integrations.cancel')}
            </Button>
          </div>
        </div>
      )}
      {step === 'confirm' && (
        <ConfirmStep
          question={question}
          confirmLabel={t('integrations.scopes.confirmSave')}
          cancelLabel={t('integrations.cancel')}
          onConfirm={() => {
            setStep('view');
            onSave(chosen);
          }}
          onCancel={() => setStep('edit')}
        />
      )}
    </div>
  );
}
