import '../../../test/setup';
import { ADMIN_STATUS_OPTIONS, ORDER_STATUSES, ORDER_TYPES } from '@pizza/shared';
import { screen, waitFor } from '@testing-library/react';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { catalogues } from '../../../test/catalogues';
import { formatPhone, telHref } from '../components/order-customer';
import { unacceptedFirst } from '../order-sort';
import { order, renderBoard, resetBoardState, signInStaff } from './board-support';

// No server answers in jsdom: the live channel's sockets are driven by the tests (none connects by itself).
jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

function lookup(catalog: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
}

beforeEach(() => resetBoardState());

describe('board translations', () => {
  it("when a dropdown label is shown in English, then it is shared's ADMIN_STATUS_OPTIONS label exactly", () => {
    for (const type of ORDER_TYPES) {
      for (const option of ADMIN_STATUS_OPTIONS[type]) expect(lookup(catalogues.en, `board.status.${option.value}`)).toBe(option.label);
    }
  });

  it('when a status, type or tab is shown, then both catalogues name it', () => {
    const keys = [
      ...ORDER_STATUSES.map((status) => `board.status.${status}`),
      ...ORDER_TYPES.map((type) => `board.orderType.${type}`),
      ...['placed', 'delivered', 'cancelled'].map((tab) => `board.empty.${tab}`),
      'board.card.minutesAgo_one',
      'board.card.minutesAgo_other',
    ];
    for (const language of ['en', 'hu'] as const) {
      expect(keys.filter((key) => typeof lookup(catalogues[language], key) !== 'string')).toEqual([]);
    }
    expect(lookup(catalogues.en, 'board.card.updateFailed')).toBe('Failed to update order status. Please try again.');
    expect(lookup(catalogues.en, 'board.alerts.enable')).toBe('Enable Notifications');
  });
});

describe('board wiring', () => {
  it('when some orders wait to be accepted, then the Active tab lists them first, otherwise in the server order', () => {
    const [a, b, c, d] = [
      order({ status: 'PREPARING' }),
      order({ status: 'PLACED' }),
      order({ status: 'READY_FOR_PICKUP' }),
      order({ status: 'PLACED' }),
    ];
    expect(unacceptedFirst([a!, b!, c!, d!])).toEqual([b, d, a, c]);
  });

  it('when a customer phone is shown, then Hungarian numbers are grouped and the call link has digits only', () => {
    expect(formatPhone('+36301234567')).toBe('+36 30 123 4567');
    expect(formatPhone('+3612345678')).toBe('+36 1 234 5678');
    expect(formatPhone('+4915123456789')).toBe('+4915123456789');
    expect(telHref('+36 30 123 4567')).toBe('tel:+36301234567');
  });

  it('when the staff token is refused mid-shift (401), then the staff session ends', async () => {
    signInStaff();
    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 401,
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify({ message: 'Invalid token' }),
    })) as unknown as typeof fetch;
    renderBoard();
    await screen.findByRole('tab', { name: /^Active/ });
    await waitFor(() => expect(useStaffAuthStore.getState().token).toBeNull());
  });

  it('when a list is refused by role (403) while the member is staff, then the session stays and the page says the orders could not load', async () => {
    signInStaff();
    const answer = (status: number, body: unknown) => ({
      ok: status < 400,
      status,
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify(body),
    });
    global.fetch = jest.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/api/staff/me')
        ? answer(200, { id: 'k1', name: 'Kitchen', email: 'k@example.com', role: 'KITCHEN', permissions: ['orders.view'] })
        : answer(403, { message: 'Your role does not allow this', code: 'FORBIDDEN' }),
    ) as unknown as typeof fetch;
    renderBoard();
    await screen.findByText('Could not load the orders.');
    expect(useStaffAuthStore.getState().token).not.toBeNull();
  });
});
