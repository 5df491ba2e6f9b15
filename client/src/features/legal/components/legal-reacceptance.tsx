import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { InlineError } from '../../../components/ui/inline-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useAcceptLegal } from '../api/legal-acceptance';
import { formatLegalDate } from '../legal-date';
import type { LegalGate } from '../use-legal-gate';
import { LegalLinks } from './legal-links';

/**
 * Above the order button when the terms or the privacy notice changed since the customer accepted
 * them (docs/product/legal.md#sign-up-and-checkout-acceptance): what changed and when, links to read them, and a box
 * to tick; ticking records the versions on the account and frees the button.
 */
export function LegalReacceptance({ gate, disabled = false }: { gate: LegalGate; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const accept = useAcceptLegal();
  const [failed, setFailed] = useState<unknown>(null);
  // Ticked at once, while the acceptance is saved and read back; unticked again if saving failed.
  const [ticked, setTicked] = useState(false);
  if (!gate.shown) return null;

  const which = gate.outdated.length === 1 ? gate.outdated[0] : 'both';
  const message = gate.changed
    ? gate.changedOn
      ? t(`legalGate.changedOn.${which ?? 'both'}`, { date: formatLegalDate(gate.changedOn, i18n.language) })
      : t(`legalGate.changed.${which ?? 'both'}`)
    : t('legalGate.firstTime');

  const onTick = async () => {
    if (!gate.versions) return;
    setFailed(null);
    setTicked(true);
    try {
      await accept.mutateAsync({ terms: gate.versions.terms, privacy: gate.versions.privacy });
    } catch (error) {
      setTicked(false);
      setFailed(error);
    }
  };

  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-accent-400/15 p-3 ring-1 ring-accent-400" data-testid="legal-reacceptance">
      {gate.blocking && <p className="text-sm font-semibold">{message}</p>}
      <label className="flex cursor-pointer items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={ticked || !gate.blocking}
          disabled={!gate.blocking || ticked || disabled || !gate.versions}
          onChange={(event) => {
            if (event.target.checked) void onTick();
          }}
          aria-describedby={failed ? 'legal-reacceptance-error' : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <span>
          <LegalLinks sentence="legalGate.accept" />
        </span>
      </label>
      {failed !== null && (
        <div id="legal-reacceptance-error">
          <InlineError>{`${t('legalGate.failed')} ${errorText(failed)}`}</InlineError>
        </div>
      )}
    </div>
  );
}
