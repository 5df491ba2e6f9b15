import '../../../test/setup';
import { AUDIT_ACTIONS } from '@pizza/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { i18n } from '../../../lib/i18n';
import { recordDownloads } from '../../../test/downloads';
import { entry, fakeAuditServer, renderAudit, requestsTo, resetAuditState } from './audit-support';

beforeEach(() => resetAuditState());
afterEach(async () => {
  jest.restoreAllMocks();
  await i18n.changeLanguage('en');
});

/** A Blob's text the way the browser would save it (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('the audit log: Export CSV', () => {
  it('when Export CSV is pressed, then the file is fetched with the staff token and the filters shown, and saved under its name', async () => {
    const downloads = recordDownloads();
    const server = fakeAuditServer({
      entries: [
        entry({ action: 'order.cancelled', orderNumber: 42, orderId: 'order-42' }),
        entry({ action: 'order.accepted', orderNumber: 43 }),
      ],
    });
    const { sent } = renderAudit(server, '/admin/audit?orderNumber=%230042&from=2026-03-12');
    await screen.findByRole('listitem');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Downloaded audit-log.csv.')).toBeInTheDocument();

    const [request] = requestsTo(sent, '/api/audit.csv');
    expect(request?.authorization).toBe('Bearer staff-jwt');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({ orderNumber: '#0042', from: '2026-03-11T23:00:00.000Z' });
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.name).toBe('audit-log.csv');
    const csv = await textOf(downloads[0]!.blob);
    expect(csv).toContain('order.cancelled,Kovács Anna,42');
    expect(csv).not.toContain(',43');
    // The file's address is given back once the browser took it.
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalled(), { timeout: 11_000 });
  }, 15_000);

  it("when the export is refused, then the server's message is shown and nothing is saved", async () => {
    const downloads = recordDownloads();
    renderAudit(fakeAuditServer({ failures: { 'GET /api/audit.csv': { status: 403, message: 'Your role does not allow this' } } }));
    await screen.findByText('Nothing recorded yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not export the log. Your role does not allow this');
    expect(downloads).toHaveLength(0);
  });
});

describe('the audit log: words', () => {
  it('when an action is recorded, then both languages have a name for it', async () => {
    for (const language of ['en', 'hu']) {
      await i18n.changeLanguage(language);
      const names = AUDIT_ACTIONS.map((action) => i18n.t(`audit.actions.${action}`));
      expect(names.filter((name, index) => name === `audit.actions.${AUDIT_ACTIONS[index]}`)).toEqual([]);
      expect(new Set(names).size).toBe(AUDIT_ACTIONS.length);
    }
  });
});
