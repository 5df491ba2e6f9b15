/** The legal module's sentences (their Hungarian: shared/src/messages/hu/legal.ts). */
export const LEGAL_MESSAGES = {
  versionNotFound: 'That version of the document does not exist',
  savedMeanwhile: 'Someone saved version {current} of this document meanwhile. Reload it and make your changes again.',
  staleAcceptance: 'The terms or the privacy notice changed while this page was open. Reload the page and accept the current versions.',
  accountGone: 'Account not found',
  versionParam: 'The version must be a whole number from 1',
} as const;
