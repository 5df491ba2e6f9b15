import { RESTAURANT_PROFILE_DEFAULTS } from '@pizza/shared';
import { ExternalLink, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { RESTAURANT_LINKS } from '../../../components/layout/restaurant-links';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { addressFromCheckoutState } from '../../../lib/navigation-state';
import { useAddressText } from '../../../lib/use-address-text';
import type { CheckoutState } from '../hooks/use-checkout';
import { CheckoutSection } from './checkout-section';
import { LeaveAtDoorSwitch } from './leave-at-door-switch';

const placeClasses = 'group flex items-center gap-3 rounded-2xl bg-cream-50 p-3 ring-1 ring-cream-200 transition-colors hover:bg-cream-100';

function PlaceText({ title, detail }: { title: string; detail: string }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      <span className="font-bold break-words">{title}</span>
      {detail && <span className="text-sm text-ink-muted">{detail}</span>}
    </span>
  );
}

/** Pickup: the restaurant, as directions in a new tab. */
function PickupPlace() {
  const { t } = useTranslation();
  return (
    <a href={RESTAURANT_LINKS.directions} target="_blank" rel="noopener noreferrer" className={placeClasses}>
      <MapPin aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
      <PlaceText title={RESTAURANT_PROFILE_DEFAULTS.name} detail={RESTAURANT_PROFILE_DEFAULTS.address} />
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline">
        {t('checkout.directions')}
        <ExternalLink aria-hidden="true" className="size-4" />
      </span>
      <span className="sr-only">{t('checkout.opensInNewTab')}</span>
    </a>
  );
}

/** Delivery: the selected address (to /address, which comes back here, to change it) and the door switch. */
function DeliveryPlace({ address, placement }: Pick<CheckoutState, 'address' | 'placement'>) {
  const { t } = useTranslation();
  const addressText = useAddressText();
  if (!address.data) return <Spinner label={t('checkout.loadingAddress')} />;
  const { street, details } = addressText(address.data);
  return (
    <div className="flex flex-col gap-3">
      <Link to={paths.address} state={addressFromCheckoutState} className={placeClasses}>
        <MapPin aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        <PlaceText title={street} detail={details.join(' · ')} />
        <span className="text-sm font-semibold text-brand-700 group-hover:underline">{t('checkout.change')}</span>
      </Link>
      <LeaveAtDoorSwitch checked={placement.leaveAtDoor} onChange={placement.setLeaveAtDoor} disabled={placement.isPlacing} />
    </div>
  );
}

export function WhereSection({ orderType, address, placement }: Pick<CheckoutState, 'orderType' | 'address' | 'placement'>) {
  const { t } = useTranslation();
  return (
    <CheckoutSection title={t('checkout.where')}>
      {orderType === 'PICKUP' ? <PickupPlace /> : <DeliveryPlace address={address} placement={placement} />}
    </CheckoutSection>
  );
}
