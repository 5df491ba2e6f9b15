import type { PromoCode } from '@pizza/shared';
import { Check, Copy, Plus, TicketPercent } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { DrawerHeader } from '../../../components/ui/drawer-header';
import { Sheet } from '../../../components/ui/sheet';
import { Spinner } from '../../../components/ui/spinner';
import { useEndSessionOnRejectedToken } from '../../../lib/session/use-end-staff-session-on-rejection';
import { useErrorText } from '../../../lib/use-error-text';
import { usePromoList } from '../api/promos';
import { LoyaltyCard } from './loyalty-card';
import { PromoForm } from './promo-form';
import { PromoList } from './promo-list';

type Editing = { promo?: PromoCode; key: number } | undefined;

/** A new code, large, with Copy: a generated one is only worth something once it is passed on. It takes the focus when it appears. */
function CreatedCode({ code, onDismiss }: { code: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const box = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  useEffect(() => box.current?.focus(), []);
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <section
      ref={box}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl bg-basil/10 p-4 ring-1 ring-basil/40 outline-none focus-visible:ring-4 sm:p-6"
    >
      <p id={titleId} className="font-semibold">
        {t('promos.created.title')}
      </p>
      <p className="font-mono text-3xl font-extrabold tracking-widest break-all select-all" data-testid="created-code">
        {code}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => void copy()}>
          {copied === 'yes' ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {t('promos.created.copy')}
        </Button>
        <Button variant="secondary" onClick={onDismiss}>
          {t('promos.created.done')}
        </Button>
      </div>
      <p role="status" className={`text-sm font-semibold ${copied === 'failed' ? 'text-brand-800' : 'text-leaf'}`}>
        {copied === 'yes' ? t('promos.created.copied') : copied === 'failed' ? t('promos.created.copyFailed') : ''}
      </p>
    </section>
  );
}

/**
 * The content of /admin/promos (docs/product/promo-codes.md): the loyalty reward's settings, the
 * shop's codes with their switches, and the form that makes or edits one, in a dialog.
 */
export function PromoCodesPanel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const listId = useId();
  const promos = usePromoList();
  useEndSessionOnRejectedToken([promos.error]);
  const [editing, setEditing] = useState<Editing>();
  const [created, setCreated] = useState<string>();
  const open = (promo?: PromoCode) => setEditing({ promo, key: Date.now() });
  const close = () => setEditing(undefined);

  let list;
  if (promos.data) {
    list =
      promos.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-cream-300 px-6 py-10 text-center">
          <TicketPercent aria-hidden="true" className="size-8 text-ink-muted" />
          <p className="font-semibold text-ink-muted">{t('promos.empty')}</p>
        </div>
      ) : (
        <PromoList promos={promos.data} onEdit={open} />
      );
  } else if (promos.isError) {
    list = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-4 text-brand-900">
        <p className="font-semibold">
          {t('promos.loadFailed')} {errorText(promos.error)}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void promos.refetch()}>
          {t('promos.retry')}
        </Button>
      </div>
    );
  } else list = <Spinner label={t('promos.loading')} />;

  return (
    <div className="flex flex-col gap-6">
      {created && <CreatedCode code={created} onDismiss={() => setCreated(undefined)} />}
      <section aria-labelledby={listId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={listId} className="text-xl font-extrabold">
            {t('promos.codesTitle')}
          </h2>
          <Button onClick={() => open()}>
            <Plus aria-hidden="true" className="size-4" />
            {t('promos.newCode')}
          </Button>
        </div>
        {list}
      </section>
      <LoyaltyCard />
      {/* Mounted only while open (as the account's delete dialog): a closed form keeps no stale draft. */}
      {editing && (
        <Sheet open onClose={close} labelledBy={titleId} placement="center" className="sm:w-[44rem]">
          <DrawerHeader
            titleId={titleId}
            title={editing.promo ? t('promos.form.editTitle', { code: editing.promo.code }) : t('promos.form.newTitle')}
            closeLabel={t('promos.form.close')}
            onClose={close}
            className="border-b border-cream-300"
          />
          <div className="overflow-y-auto px-4 pt-4 sm:px-6">
            <PromoForm
              key={editing.key}
              promo={editing.promo}
              titleId={titleId}
              onCancel={close}
              onSaved={(saved, wasNew) => {
                close();
                if (wasNew) setCreated(saved.code);
              }}
            />
          </div>
        </Sheet>
      )}
    </div>
  );
}
