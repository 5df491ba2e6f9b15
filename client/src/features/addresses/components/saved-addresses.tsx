import type { Address } from '@pizza/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { deliveryCheckoutState } from '../../../lib/navigation-state';
import { useAddresses } from '../api/get-addresses';
import { useSelectAddress } from '../api/select-address';
import { AddressCard } from './address-card';

/** docs/product/screens.md: one column for a single address, otherwise two at lg and three at xl. */
export function addressGridClasses(count: number): string {
  return count === 1 ? 'grid max-w-2xl grid-cols-1 gap-4' : 'grid grid-cols-1 gap-4 lg:grid-cols-2 xl:grid-cols-3';
}

function CardSkeletons({ label }: { label: string }) {
  return (
    <div>
      <Spinner label={label} className="sr-only" />
      <ul aria-hidden="true" className={addressGridClasses(2)}>
        {[0, 1].map((key) => (
          <li key={key} className="flex animate-pulse flex-col gap-2.5 rounded-2xl border-2 border-cream-200 bg-surface p-5">
            <div className="h-5 w-1/2 rounded bg-cream-200" />
            <div className="h-4 w-2/3 rounded bg-cream-100" />
            <div className="h-4 w-1/3 rounded bg-cream-100" />
            <div className="mt-2 h-4 w-1/4 rounded bg-cream-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function AddressGrid({ addresses, onDeleted }: { addresses: Address[]; onDeleted: () => void }) {
  const navigate = useNavigate();
  const select = useSelectAddress();
  const busyId = select.isPending ? select.variables : undefined;
  const failedId = select.isError ? select.variables : undefined;
  return (
    <ul className={addressGridClasses(addresses.length)}>
      {addresses.map((address) => (
        <AddressCard
          key={address.addressId}
          address={address}
          onSelect={() =>
            select.mutate(address.addressId, { onSuccess: () => void navigate(paths.checkout, { state: deliveryCheckoutState }) })
          }
          selecting={busyId === address.addressId}
          disabled={busyId !== undefined}
          selectFailed={failedId === address.addressId}
          onDeleted={onDeleted}
        />
      ))}
    </ul>
  );
}

/**
 * 'Select Address': the saved cards, shown when there are any. Choosing one selects it and goes
 * to checkout. While the book loads, grey cards hold its place; a failed load offers a retry.
 */
export function SavedAddresses({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data: addresses, isPending, isError, isFetching, refetch } = useAddresses();

  if (isPending) return <CardSkeletons label={t('address.list.loading')} />;
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-4 text-brand-900">
        {t('address.list.loadError')}
        <Button variant="secondary" size="sm" disabled={isFetching} onClick={() => void refetch()}>
          {t('menu.retry')}
        </Button>
      </div>
    );
  }
  if (addresses.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-extrabold">
        {t('address.list.title')}
      </h2>
      <p className="mt-1 mb-5 text-ink-muted">{t('address.list.subtitle')}</p>
      <AddressGrid addresses={addresses} onDeleted={onDeleted} />
    </section>
  );
}
