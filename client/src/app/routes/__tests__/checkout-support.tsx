/** The checkout page as its tests render it: an open shop with a cart, and the page's controls. */
import type { RestaurantStatus, SlotsAnswer } from '@pizza/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { cartLine, cartOf } from '../../../test/menu-cart-fixtures';
import { address, quote, renderRoutes, stubFetch } from '../../../test/orders-support';
import { CheckoutPage } from '../checkout-page';

export const PICKUP = 'POST /api/orders/pickup-checkout';
export const DELIVERY = 'POST /api/orders/checkout';
export const PLACE = 'POST /api/orders/placeorder';
export const SELECTED = 'GET /api/address/selected';
export const SLOTS = 'GET /api/orders/slots';
export const LEGAL = 'GET /api/legal';
export const ACCEPTANCE = 'GET /api/account/legal-acceptance';
export const ACCEPT = 'POST /api/account/legal-acceptance';

/** The current versions of the legal documents, and a customer who accepted them. */
export const LEGAL_VERSIONS = { imprint: 1, terms: 2, privacy: 1 };
export const UP_TO_DATE = {
  terms: { version: 2, at: '2026-11-01T10:00:00.000Z' },
  privacy: { version: 1, at: '2026-11-01T10:00:00.000Z' },
};

export const CART = cartOf([
  cartLine({ cartItemId: 'line-1', quantity: 2, totalPrice: 5798 }),
  cartLine({
    cartItemId: 'line-0',
    quantity: 0,
    totalPrice: 0,
    menuItem: { id: 'PIZ_009', name: 'Ghost pizza', imageUrl: '', size: 'MEDIUM', price: 2899, allergens: [] },
  }),
]);
/** The selected address is in the 2-5 km band: 25 minutes' drive. */
export const DELIVERY_QUOTE = quote({ orderType: 'DELIVERY', deliveryFee: 599, totalPrice: 6597, driveMinutes: 25 });

/** An open shop as the server answers it: prep 20 / 30 min, the default bands' 15-25 min drive inside 5 km. */
export const OPEN_STATUS: RestaurantStatus = {
  isOpen: true,
  reason: 'manual',
  services: { PICKUP: { isOpen: true }, DELIVERY: { isOpen: true } },
  busyExtraMinutes: 0,
  typicalMinutes: { PICKUP: 20, DELIVERY: 30 },
  driveMinutes: { min: 15, max: 25 },
  deliveryZoneKm: 5,
};

/** Ordering for later switched off: checkout is the as-soon-as-possible one. */
export const NO_SLOTS: SlotsAnswer = { orderType: 'PICKUP', enabled: false, asapAvailable: true, leadMinutes: 20, days: [] };

type Routes = Parameters<typeof stubFetch>[0];

/** An open shop with a cart; `routes` adds or replaces answers. */
export function stubShop(routes: Routes = {}) {
  return stubFetch({
    'GET /api/restaurant/restaurant-status': { body: OPEN_STATUS },
    'GET /api/cart/user-email': { body: [CART] },
    [PICKUP]: { body: quote() },
    [DELIVERY]: { body: DELIVERY_QUOTE },
    [SELECTED]: { body: address() },
    [SLOTS]: { body: NO_SLOTS },
    [LEGAL]: { body: LEGAL_VERSIONS },
    [ACCEPTANCE]: { body: UP_TO_DATE },
    ...routes,
  });
}

export function renderCheckout() {
  return renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], '/checkout');
}

export const summary = () => screen.getByRole('region', { name: 'Summary' });
export const total = () => screen.getByTestId('checkout-total');
export const placeButton = () => screen.getByRole('button', { name: /^(Place order with obligation to pay|Placing order…)$/ });
export const location = () => screen.getByTestId('location');

/** Waits until the summary shows this total (the quote is in) and the order button can be pressed. */
export async function quoteShown(totalText: string) {
  await waitFor(() => expect(total()).toHaveTextContent(totalText));
  await waitFor(() => expect(placeButton()).toBeEnabled());
}

export async function chooseDelivery() {
  await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
}

/** The When? section's line: the wait for the chosen service, or when the shop opens. */
export const whenLine = () => screen.getByTestId('checkout-when');
