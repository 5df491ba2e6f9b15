import type { LegalDocumentKind } from '@pizza/shared';

/** Query keys of the legal pages: the current versions, one document, the owner's versions, a customer's acceptance. */
export const legalKeys = {
  all: ['legal'] as const,
  versions: () => [...legalKeys.all, 'versions'] as const,
  document: (document: LegalDocumentKind) => [...legalKeys.all, 'document', document] as const,
  history: (document: LegalDocumentKind) => [...legalKeys.all, 'history', document] as const,
  oldVersion: (document: LegalDocumentKind, version: number) => [...legalKeys.all, 'history', document, version] as const,
  /** Per account, so a new sign-in never sees the last one's. */
  acceptance: (email: string | null) => [...legalKeys.all, 'acceptance', email] as const,
};
