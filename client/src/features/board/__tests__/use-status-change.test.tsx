import '../../../test/setup';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

import { Providers } from '../../../test/menu-cart-support';
import { deferred, requestsTo, stubFetch } from '../../../test/orders-support';
import { useStatusChange } from '../hooks/use-status-change';
import { order, resetBoardState, signInStaff } from './board-support';

beforeEach(() => resetBoardState());

describe('status changes of one card', () => {
  it('when a choice comes from a handler rendered while the previous change was saving, but after it settled, then it is still sent', async () => {
    signInStaff();
    const preparing = order({ orderType: 'DELIVERY', status: 'PREPARING' });
    const route = `PATCH /api/orders/${preparing.orderId}/status`;
    const first = deferred();
    let patches = 0;
    const sent = stubFetch({ [route]: () => (++patches === 1 ? first.route() : { body: 'ok' }) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <Providers queryClient={queryClient}>{children}</Providers>;
    const { result } = renderHook(() => useStatusChange(preparing), { wrapper });

    act(() => result.current.change('OUT_FOR_DELIVERY'));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    // A fast click uses the handler of the screen as it was drawn: here, while the first change was saving.
    const changeFromThatScreen = result.current.change;
    first.resolve({ body: 'Order Status updated to out_for_delivery successfully' });
    await waitFor(() => expect(result.current.isPending).toBe(false));

    act(() => changeFromThatScreen('CANCELLED'));

    await waitFor(() =>
      expect(requestsTo(sent, route).map((request) => request.url.searchParams.get('status'))).toEqual(['OUT_FOR_DELIVERY', 'CANCELLED']),
    );
    // Each names the status the card showed when it was chosen: the server refuses a move decided on an old one.
    expect(requestsTo(sent, route).map((request) => request.url.searchParams.get('from'))).toEqual(['PREPARING', 'OUT_FOR_DELIVERY']);
  });
});
