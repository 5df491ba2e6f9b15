import { KeyRound, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-controls';

interface SecretRevealProps {
  /** What the secret is for: 'New key for “Kitchen printer”'. */
  title: string;
  /** The field's label: 'API key', 'Signing secret'. */
  label: string;
  secret: string;
  /** 'Done': the secret leaves the screen for good. */
  onDone: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A key or signing secret the server shows once: in a read-only field with a Copy button and a
 * plain warning that it will not be shown again. Focus lands on the box so a screen reader reads it.
 */
export function SecretReveal({ title, label, secret, onDone }: SecretRevealProps) {
  const { t } = useTranslation();
  const id = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  useEffect(() => boxRef.current?.focus(), []);

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      // No clipboard (plain http, a refused permission): the text is selected for Ctrl+C.
      fieldRef.current?.select();
      setCopy('failed');
    }
  };

  return (
    <div
      ref={boxRef}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-warning`}
      className="flex flex-col gap-3 rounded-2xl bg-accent-200/50 p-4 ring-2 ring-accent-500"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold">
        <KeyRound aria-hidden="true" className="size-5 shrink-0" />
        {/* A title may hold a long URL: it breaks anywhere rather than widen the page. */}
        <span className="min-w-0 [overflow-wrap:anywhere]">{title}</span>
      </h3>
      <p id={`${id}-warning`} className="flex items-start gap-2 font-semibold text-brand-800">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t('integrations.shownOnce')}
      </p>
      <label htmlFor={`${id}-value`} className="sr-only">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={fieldRef}
          id={`${id}-value`}
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          spellCheck={false}
          className={`${inputClasses} font-mono text-sm`}
        />
        <Button variant="secondary" onClick={() => void copySecret()} className="shrink-0">
          {copy === 'copied' ? t('integrations.copied') : t('integrations.copy')}
        </Button>
      </div>
      <p role="status" className="text-sm font-semibold">
        {copy === 'copied' ? t('integrations.copied') : copy === 'failed' ? t('integrations.copyFailed') : ''}
      </p>
      <Button variant="primary" onClick={onDone} className="self-start">
        {t('integrations.done')}
      </Button>
    </div>
  );
}
