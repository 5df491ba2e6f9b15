import '../../../test/setup';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { i18n } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render-routes';
import { LegalDocumentView } from '../index';
import { fakeLegalServer, legalDocument, resetLegalState, stubLegalServer } from './legal-support';

beforeEach(() => resetLegalState());
afterEach(async () => {
  jest.restoreAllMocks();
  delete (window as { pwned?: boolean }).pwned;
  await i18n.changeLanguage('en');
});

const HOSTILE = [
  '# Terms',
  '',
  '<script>window.pwned = true</script>',
  '',
  '<img src="x" onerror="window.pwned = true">',
  '',
  '[click me](javascript:window.pwned=true) and [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '',
  '[vb](vbscript:msgbox(1)) [Our site](https://pizza.example.com) [mail us](mailto:hello@pizza.example.com)',
  '',
  '![pixel](https://tracker.example.com/p.gif)',
].join('\n');

function renderDocument(document: 'imprint' | 'terms' | 'privacy') {
  return renderRoutes([{ path: '/legal/:document', element: <LegalDocumentView document={document} /> }], `/legal/${document}`);
}

describe('a legal page', () => {
  it('when the text holds HTML, scripts and javascript:/data: links, then nothing of it runs and no link leads there', async () => {
    const server = fakeLegalServer();
    server.documents.terms = [legalDocument('terms', 3, { body: { en: HOSTILE, hu: HOSTILE } })];
    stubLegalServer(server);
    renderDocument('terms');

    const article = (await screen.findByRole('heading', { level: 1, name: 'Terms' })).closest('article')!;
    // The HTML is shown as the characters the owner typed, never as elements.
    expect(article.querySelector('script, img, iframe, object, embed, [onerror], [onclick], [style]')).toBeNull();
    expect(within(article).getByText('<script>window.pwned = true</script>')).toBeInTheDocument();
    expect(within(article).getByText('<img src="x" onerror="window.pwned = true">')).toBeInTheDocument();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
    // Harmful targets are no links at all; the harmless ones are, and leave in a new tab without the opener.
    const hrefs = within(article)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['https://pizza.example.com', 'mailto:hello@pizza.example.com']);
    expect(within(article).getByRole('link', { name: 'Our site' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(article).getByRole('link', { name: 'Our site' })).toHaveAttribute('target', '_blank');
    // What is left of them is their text, inert: no attribute anywhere carries such a target.
    const attributes = [...article.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => attribute.value));
    expect(attributes.filter((value) => /javascript:|vbscript:|data:/i.test(value))).toEqual([]);
    expect(within(article).queryByRole('img')).not.toBeInTheDocument();
  });

  it('when the reader reads English or Hungarian, then the text of that language shows with its version and date', async () => {
    const server = fakeLegalServer();
    server.documents.imprint = [
      legalDocument('imprint', 3, {
        publishedAt: '2026-11-29T10:00:00.000Z',
        body: { en: 'Run by **Pizza Point Kft.**', hu: 'Üzemeltető: **Pizza Point Kft.**' },
      }),
    ];
    stubLegalServer(server);
    renderDocument('imprint');

    expect(await screen.findByText('Version 3, 29 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Company details' })).toBeInTheDocument();
    expect(screen.getByText('Pizza Point Kft.').tagName).toBe('STRONG');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    await act(() => i18n.changeLanguage('hu'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Impresszum' })).toBeInTheDocument();
    expect(screen.getByText('3. változat, 2026. november 29.')).toBeInTheDocument();
    expect(screen.getByText('Üzemeltető:', { exact: false })).toBeInTheDocument();
  });

  it('when the text is the demo placeholder, then a banner says so above it', async () => {
    const server = fakeLegalServer();
    server.documents.privacy = [legalDocument('privacy', 1, { placeholder: true })];
    stubLegalServer(server);
    renderDocument('privacy');
    expect(await screen.findByRole('note')).toHaveTextContent("This is a sample text, not yet the shop's own");
  });

  it('when loading fails, then the reason and Try again show, and Try again loads the page', async () => {
    const server = fakeLegalServer({ failures: { 'GET /api/legal/terms': { status: 503, message: 'Service unavailable' } } });
    stubLegalServer(server);
    renderDocument('terms');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this page. Service unavailable');
    server.failures = {};
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('English text.')).toBeInTheDocument();
  });

  it('when the document is not there (404), then the page says it is not published yet, without a retry', async () => {
    stubLegalServer(fakeLegalServer({ failures: { 'GET /api/legal/imprint': { status: 404, message: 'Not found' } } }));
    renderDocument('imprint');
    expect(await screen.findByText('This page has not been published yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('while the text loads, then a spinner says so', async () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
    renderDocument('terms');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the text…');
  });
});
