import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { describedBy, FieldShell, inputClasses } from '../../../components/ui/form-controls';
import { InlineError } from '../../../components/ui/inline-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useReplayFrom } from '../api/webhooks';

/** 'Replay from seq': a number, asked once more, then the endpoint's cursor goes back there. */
export function ReplayForm({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const errorText = useErrorText();
  const replay = useReplayFrom(endpointId);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [started, setStarted] = useState<number | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const seq = Number(value);
    const ok = /^\d+$/.test(value.trim()) && Number.isSafeInteger(seq) && seq >= 1;
    setInvalid(!ok);
    setStarted(null);
    if (!ok) {
      fieldRef.current?.focus();
      return;
    }
    replay.reset();
    setConfirming(seq);
  };

  const confirm = (seq: number) => {
    setConfirming(null);
    replay.mutate(seq, {
      onSuccess: () => setStarted(seq),
      onSettled: () => fieldRef.current?.focus(),
    });
  };

  const error = invalid ? t('integrations.log.seqInvalid') : undefined;
  const hint = t('integrations.log.replayHint');
  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:w-64">
          <FieldShell id={`${id}-seq`} label={t('integrations.log.replayFrom')} hint={hint} error={error}>
            <input
              ref={fieldRef}
              id={`${id}-seq`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={value}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy(`${id}-seq`, { hint, error })}
              onChange={(event) => setValue(event.target.value)}
              className={inputClasses}
            />
          </FieldShell>
        </div>
        <Button
          type="submit"
          variant="secondary"
          disabled={replay.isPending}
          aria-busy={replay.isPending}
          className="shrink-0 sm:mt-7 sm:min-h-12"
        >
          {t('integrations.log.replay')}
        </Button>
      </form>
      {confirming !== null && (
        <ConfirmStep
          question={t('integrations.log.replayQuestion', { seq: confirming })}
          confirmLabel={t('integrations.log.confirmReplay')}
          cancelLabel={t('integrations.cancel')}
          onConfirm={() => confirm(confirming)}
          onCancel={() => {
            setConfirming(null);
            fieldRef.current?.focus();
          }}
        />
      )}
      <p role="status" className="text-sm font-semibold text-green-900">
        {started !== null ? t('integrations.log.replayStarted', { seq: started }) : ''}
      </p>
      {replay.isError && <InlineError>{errorText(replay.error)}</InlineError>}
    </div>
  );
}
