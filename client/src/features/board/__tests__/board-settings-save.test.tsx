/**
 * The settings form saves only the fields it changed, with what it showed in them, so a save from a
 * form loaded before another tablet's save never undoes that save; a field both changed is refused
 * by the server and the form offers to reload.
 */
import '../../../test/setup';
import { DEFAULT_RESTAURANT_SETTINGS } from '@pizza/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeServer, order, renderBoard, resetBoardState, signInStaff, stubBoardServer, type FakeServer } from './board-support';

jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

beforeEach(() => resetBoardState());

async function openSettings(server: FakeServer) {
  signInStaff();
  server.active = [order()];
  const sent = stubBoardServer(server);
  renderBoard();
  await screen.findAllByRole('article');
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: /^Settings/ }));
  const form = await screen.findByRole('form', { name: 'Times' });
  return { sent, user, form };
}

async function setField(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
}

describe('saving the times from a form loaded before another tablet saved', () => {
  it('when the cook saved prep 45/60 elsewhere and escalation is saved here, then only escalation is sent and prep stays 45/60', async () => {
    const server = fakeServer();
    const { sent, user, form } = await openSettings(server);
    // Another tablet saves prep times; this form still shows 20/30.
    server.settings = { ...server.settings, prepMinutes: { PICKUP: 45, DELIVERY: 60 } };
    expect(within(form).getByRole('spinbutton', { name: 'Pickup' })).toHaveValue(20);

    await setField(user, within(form).getByRole('spinbutton', { name: 'Ring louder after' }), '5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Saved.')).toBeInTheDocument();
    const saved = sent.find((request) => request.method === 'PATCH' && request.url.pathname === '/api/restaurant/settings');
    expect(saved?.body).toEqual({ set: { escalation: { ringLouderAfterMin: 5 } }, was: { escalation: { ringLouderAfterMin: 3 } } });
    expect(server.settings.prepMinutes).toEqual({ PICKUP: 45, DELIVERY: 60 });
    // The form now shows what is stored: the other tablet's prep times too.
    await waitFor(() => expect(within(form).getByRole('spinbutton', { name: 'Pickup' })).toHaveValue(45));
  });

  it('when the same field was saved elsewhere meanwhile, then the refusal shows with Reload, which brings the stored values', async () => {
    const server = fakeServer();
    const { user, form } = await openSettings(server);
    server.settings = { ...server.settings, prepMinutes: { PICKUP: 45, DELIVERY: 30 } };

    const pickup = within(form).getByRole('spinbutton', { name: 'Pickup' });
    await setField(user, pickup, '25');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('prepMinutes.PICKUP: someone else just changed this.');
    expect(server.settings.prepMinutes.PICKUP).toBe(45);
    await user.click(within(form).getByRole('button', { name: 'Reload settings' }));

    await waitFor(() => expect(pickup).toHaveValue(45));
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Reload settings' })).toBeNull();
  });

  it('when nothing was changed, then Save sends nothing', async () => {
    const { sent, user, form } = await openSettings(fakeServer());
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(sent.filter((request) => request.url.pathname === '/api/restaurant/settings' && request.method !== 'GET')).toEqual([]);
    expect(within(form).getByRole('spinbutton', { name: 'Ring louder after' })).toHaveValue(
      DEFAULT_RESTAURANT_SETTINGS.escalation.ringLouderAfterMin,
    );
  });
});
