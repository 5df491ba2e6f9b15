import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormAlert } from '../../../components/ui/form-controls';
import { StreetSourceProvider } from '../streets/street-source-provider';
import { AddressForm } from './address-form';
import { SavedAddresses } from './saved-addresses';

/** Grey fields where the form appears once the street search is ready (a moment; the config is tiny). */
function FormSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col gap-5">
      {[0, 1, 2].map((key) => (
        <div key={key} className="flex flex-col gap-2">
          <div className="h-4 w-28 rounded bg-cream-200" />
          <div className="h-12 rounded-xl bg-cream-100" />
        </div>
      ))}
    </div>
  );
}

/**
 * The address page's content (docs/product/screens.md, /address): the customer's saved addresses to choose
 * from, then 'Add New Address'. The route page puts it under the top bar once the session is known.
 */
export function AddressBook() {
  const { t } = useTranslation();
  const formHeadingId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [saved, setSaved] = useState(false);

  return (
    <div className="flex flex-col gap-10 sm:pt-2">
      <header>
        <h1 ref={titleRef} tabIndex={-1} className="text-3xl font-extrabold focus:outline-none sm:text-4xl">
          {t('address.title')}
        </h1>
        <p className="mt-2 max-w-2xl text-lg text-pretty text-ink-muted">{t('address.subtitle')}</p>
      </header>
      {/* A deleted card takes its focus with it: continue from the page title. */}
      <SavedAddresses onDeleted={() => titleRef.current?.focus()} />
      <section aria-labelledby={formHeadingId} className="max-w-2xl rounded-3xl bg-surface p-5 shadow-card sm:p-8">
        <h2 id={formHeadingId} className="mb-6 text-2xl font-extrabold">
          {t('address.form.title')}
        </h2>
        {saved && (
          <div className="mb-6">
            <FormAlert tone="success" message={t('address.form.saved')} />
          </div>
        )}
        <StreetSourceProvider fallback={<FormSkeleton />}>
          <AddressForm onSaved={() => setSaved(true)} onEdit={() => setSaved(false)} />
        </StreetSourceProvider>
      </section>
    </div>
  );
}
