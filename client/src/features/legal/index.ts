/**
 * The legal pages' public face (docs/product/legal.md): the public pages' content, the owner's
 * editor, the current versions (sign-up accepts them), the checkout's re-acceptance and the
 * links sentence. Everything else under features/legal is internal (ESLint import zones).
 */
export { currentLegalVersions, useLegalVersions } from './api/legal-documents';
export { LegalDocumentView } from './components/legal-document-view';
export { LegalEditor } from './components/legal-editor';
export { LegalLinks } from './components/legal-links';
export { LegalReacceptance } from './components/legal-reacceptance';
export { type LegalGate, useLegalGate } from './use-legal-gate';
