/**
 * Helpers for the legal pages' tests. `fetch` is the network edge and is stubbed over a small
 * in-memory "server" that keeps the versions of each document as the shop does (GET the current
 * one, PUT a new one on top of `basedOn` or 409, the version list newest first, an old version).
 * Everything above it (api client, queries, pages, editor) is the real thing.
 */
import type { LegalDocument, LegalDocumentKind } from '@pizza/shared';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { fakeResponse } from '../../../test/orders-support';

export interface SentRequest {
  method: string;
  path: string;
  body?: unknown;
  authorization?: string;
}

export interface FakeLegalServer {
  /** Every saved version per document, oldest first. */
  documents: Record<LegalDocumentKind, LegalDocument[]>;
  /** 'METHOD /path' -> an answer given instead of the normal one. */
  failures: Record<string, { status: number; message: string }>;
}

export function legalDocument(document: LegalDocumentKind, version: number, overrides: Partial<LegalDocument> = {}): LegalDocument {
  return {
    document,
    version,
    publishedAt: new Date(Date.UTC(2026, 10, 20 + version, 9)).toISOString(),
    placeholder: false,
    body: { en: `## ${document} v${version}\n\nEnglish text.`, hu: `## ${document} ${version}. változat\n\nMagyar szöveg.` },
    ...overrides,
  };
}

export function fakeLegalServer(overrides: Partial<FakeLegalServer> = {}): FakeLegalServer {
  return {
    documents: {
      imprint: [legalDocument('imprint', 1)],
      terms: [legalDocument('terms', 1)],
      privacy: [legalDocument('privacy', 1)],
    },
    failures: {},
    ...overrides,
  };
}

const current = (server: FakeLegalServer, document: LegalDocumentKind) => server.documents[document].at(-1)!;

/** Stubs fetch over `server`; returns the requests sent, in order. */
export function stubLegalServer(server: FakeLegalServer): SentRequest[] {
  const sent: SentRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const { pathname: path } = new URL(String(input), 'http://shop.test');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, path, body, authorization: (init.headers as Record<string, string> | undefined)?.Authorization });
    const failure = server.failures[`${method} ${path}`];
    if (failure) return fakeResponse({ status: failure.status, body: { message: failure.message, code: 'TEST' } });

    if (method === 'GET' && path === '/api/legal') {
      return fakeResponse({
        body: {
          imprint: current(server, 'imprint').version,
          terms: current(server, 'terms').version,
          privacy: current(server, 'privacy').version,
        },
      });
    }
    const publicMatch = /^\/api\/legal\/(imprint|terms|privacy)$/.exec(path);
    if (method === 'GET' && publicMatch) return fakeResponse({ body: current(server, publicMatch[1] as LegalDocumentKind) });

    const adminMatch = /^\/api\/admin\/legal\/(imprint|terms|privacy)(\/versions(?:\/(\d+))?)?$/.exec(path);
    if (adminMatch) {
      const document = adminMatch[1] as LegalDocumentKind;
      const versions = server.documents[document];
      if (method === 'PUT' && !adminMatch[2]) {
        const save = body as { basedOn: number; body: { en: string; hu: string } };
        if (save.basedOn !== current(server, document).version) {
          return fakeResponse({ status: 409, body: { message: 'A newer version was saved since', code: 'CONFLICT' } });
        }
        const saved = legalDocument(document, save.basedOn + 1, { body: save.body });
        versions.push(saved);
        return fakeResponse({ body: saved });
      }
      if (method === 'GET' && adminMatch[3]) {
        const found = versions.find((entry) => entry.version === Number(adminMatch[3]));
        return found
          ? fakeResponse({ body: found })
          : fakeResponse({ status: 404, body: { message: 'No such version', code: 'NOT_FOUND' } });
      }
      if (method === 'GET' && adminMatch[2]) {
        return fakeResponse({
          body: [...versions]
            .reverse()
            .map(({ version, publishedAt, placeholder }) => ({ version, publishedAt, placeholder, by: 'Owner Olga' })),
        });
      }
    }
    throw new Error(`unexpected request ${method} ${path}`);
  }) as typeof fetch;
  return sent;
}

/** Another owner saves a version meanwhile (the next save on the old base is a conflict). */
export function saveElsewhere(server: FakeLegalServer, document: LegalDocumentKind, en: string): void {
  const versions = server.documents[document];
  versions.push(legalDocument(document, versions.at(-1)!.version + 1, { body: { en, hu: 'Valaki más szövege.' } }));
}

export function resetLegalState(): void {
  localStorage.clear();
  useStaffAuthStore.setState({ token: null, email: null });
}
