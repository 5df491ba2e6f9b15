import '../../../test/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { renderRoutes } from '../../../test/render-routes';
import { LegalEditor } from '../index';
import { fakeLegalServer, type FakeLegalServer, legalDocument, resetLegalState, saveElsewhere, stubLegalServer } from './legal-support';

beforeEach(() => resetLegalState());
afterEach(() => jest.restoreAllMocks());

function renderEditor(server: FakeLegalServer) {
  useStaffAuthStore.getState().login({ token: 'owner-jwt', email: 'owner@example.com' });
  const sent = stubLegalServer(server);
  renderRoutes([{ path: '/admin/legal', element: <LegalEditor /> }], '/admin/legal');
  return sent;
}

const textBox = (language: 'English' | 'Hungarian') => screen.findByRole('textbox', { name: `${language} text (Markdown)` });
const puts = (sent: ReturnType<typeof renderEditor>) => sent.filter((request) => request.method === 'PUT');

async function openTerms() {
  await userEvent.click(await screen.findByRole('radio', { name: 'Terms and conditions' }));
  await screen.findByRole('heading', { name: 'Editing version 1' });
}

describe("the owner's legal editor", () => {
  it('when the owner edits both languages and saves, then a new version is sent on top of the one edited and listed as current', async () => {
    const server = fakeLegalServer();
    const sent = renderEditor(server);
    await openTerms();

    const english = await textBox('English');
    await userEvent.clear(english);
    await userEvent.type(english, '## New terms{enter}{enter}Orders bind once placed.');
    // The preview follows the typing, rendered as the public page renders it.
    const preview = screen.getByLabelText('English preview');
    expect(within(preview).getByRole('heading', { level: 2, name: 'New terms' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hungarian' }));
    const hungarian = await textBox('Hungarian');
    await userEvent.clear(hungarian);
    await userEvent.type(hungarian, 'Új ÁSZF.');
    await userEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));

    expect((await screen.findByText('Saved as version 2.')).closest('[role="status"]')).not.toBeNull();
    expect(puts(sent)).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/legal/terms',
        body: { basedOn: 1, body: { en: '## New terms\n\nOrders bind once placed.', hu: 'Új ÁSZF.' } },
        authorization: 'Bearer owner-jwt',
      },
    ]);
    const versions = await screen.findByRole('list', { name: 'Versions' });
    await waitFor(() => expect(within(versions).getAllByRole('listitem')).toHaveLength(2));
    expect(within(versions).getAllByRole('listitem')[0]).toHaveTextContent('Version 2');
    expect(within(versions).getAllByRole('listitem')[0]).toHaveTextContent('current');
    // The next save builds on the version just saved.
    await userEvent.type(hungarian, ' Második.');
    await userEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    await screen.findByText('Saved as version 3.');
    expect((puts(sent)[1]?.body as { basedOn: number }).basedOn).toBe(2);
  });

  it('when the text holds a script, then the preview shows it as text and runs nothing', async () => {
    renderEditor(fakeLegalServer());
    const english = await textBox('English');
    await userEvent.clear(english);
    await userEvent.type(english, '<img src=x onerror="window.pwned=1"> [x](javascript:window.pwned=1)');
    const preview = screen.getByLabelText('English preview');
    expect(preview.querySelector('img, script, a')).toBeNull();
    expect(preview).toHaveTextContent('<img src=x onerror="window.pwned=1">');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('when someone saved a newer version meanwhile, then the owner is told and can load it', async () => {
    const server = fakeLegalServer();
    const sent = renderEditor(server);
    await openTerms();
    saveElsewhere(server, 'terms', 'Their newer terms.');

    await userEvent.type(await textBox('English'), ' Mine.');
    await userEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone saved a newer version while you were editing.');
    expect(server.documents.terms).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Load the newest version' }));
    expect(await screen.findByRole('heading', { name: 'Editing version 2' })).toBeInTheDocument();
    expect(await textBox('English')).toHaveValue('Their newer terms.');
    expect(puts(sent)).toHaveLength(1);
  });

  it('when a language is left empty, then saving says which one and sends nothing', async () => {
    const sent = renderEditor(fakeLegalServer());
    await textBox('English');
    await userEvent.click(screen.getByRole('button', { name: 'Hungarian' }));
    await userEvent.clear(await textBox('Hungarian'));
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write the Hungarian text before saving.');
    // It shows the empty one.
    expect(await textBox('Hungarian')).toHaveValue('');
    expect(puts(sent)).toHaveLength(0);
  });

  it('when the owner opens an old version, then its two languages show read-only with its date', async () => {
    const server = fakeLegalServer();
    server.documents.imprint = [
      legalDocument('imprint', 1, { publishedAt: '2026-11-01T09:00:00.000Z', body: { en: 'First imprint.', hu: 'Első impresszum.' } }),
      legalDocument('imprint', 2, { publishedAt: '2026-11-29T09:00:00.000Z' }),
    ];
    renderEditor(server);
    const versions = await screen.findByRole('list', { name: 'Versions' });
    const items = await within(versions).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Version 2, 29 November 2026'),
      expect.stringContaining('Version 1, 1 November 2026'),
    ]);
    expect(items[1]).toHaveTextContent('by Owner Olga');

    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Read version 1' }));
    const old = await screen.findByRole('region', { name: 'Version 1 (read-only)' });
    expect(await within(old).findByText('First imprint.')).toBeInTheDocument();
    expect(within(old).getByText('Első impresszum.')).toBeInTheDocument();
    expect(within(old).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(old).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Version 1 (read-only)' })).not.toBeInTheDocument();
  });
});
