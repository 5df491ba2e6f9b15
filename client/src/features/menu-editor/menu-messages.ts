import { isMessage, MENU_ADMIN_MESSAGES } from '@pizza/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../lib/api';
import { useErrorText } from '../../lib/use-error-text';
import { useValidationText } from '../../lib/validation-text';
import { PRICE_REQUIRED_MESSAGE } from './dish-form';

/**
 * Sentences of the shared menu schemas and of the editor's API, mapped to catalogue keys. English
 * values in the catalogue equal these sentences (a test checks it), so English shows the server's
 * exact words and Hungarian a translation; a sentence not listed (one the server already said in
 * Hungarian) is shown as it came.
 */
export const MENU_EDITOR_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [MENU_ADMIN_MESSAGES.versionConflict]: 'menuEditor.errors.versionConflict',
  [MENU_ADMIN_MESSAGES.sizesRule]: 'menuEditor.errors.sizesRule',
  [MENU_ADMIN_MESSAGES.nameTaken]: 'menuEditor.errors.nameTaken',
  [MENU_ADMIN_MESSAGES.photoType]: 'menuEditor.errors.photoType',
  [MENU_ADMIN_MESSAGES.photoTooLarge]: 'menuEditor.errors.photoTooLarge',
  [MENU_ADMIN_MESSAGES.photoTooManyPixels]: 'menuEditor.errors.photoTooManyPixels',
  [MENU_ADMIN_MESSAGES.photoNotFound]: 'menuEditor.errors.photoNotFound',
  [MENU_ADMIN_MESSAGES.dishNotFound]: 'menuEditor.errors.dishNotFound',
  [MENU_ADMIN_MESSAGES.extraNotFound]: 'menuEditor.errors.extraNotFound',
  [MENU_ADMIN_MESSAGES.reorderMismatch]: 'menuEditor.errors.reorderMismatch',
  'Name is required': 'menuEditor.errors.nameRequired',
  'A dish has at least one size': 'menuEditor.errors.sizesRequired',
  'The price is a whole number of forints.': 'menuEditor.errors.priceWhole',
  'The price is at least 1 Ft.': 'menuEditor.errors.priceMin',
  'The price is at most 1 000 000 Ft.': 'menuEditor.errors.priceMax',
  [PRICE_REQUIRED_MESSAGE]: 'menuEditor.errors.priceRequired',
};

/** A shared menu sentence in the reader's language (any other passes through, zod's jargon never). */
export function useMenuMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  const validationText = useValidationText();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const key = MENU_EDITOR_MESSAGE_KEYS[message];
      return key ? t(key) : validationText(message);
    },
    [t, validationText],
  );
}

/** A failed call's sentence: the server's (translated when it is a shared one), or the connection sentence. */
export function useMenuErrorText(): (error: unknown) => string {
  const errorText = useErrorText();
  const menuMessage = useMenuMessage();
  return useCallback((error: unknown) => menuMessage(errorText(error)) ?? errorText(error), [errorText, menuMessage]);
}

/**
 * Someone else saved meanwhile (409 with the version sentence): the dialog keeps the person's input
 * and offers Reload. A 409 for a taken name is a field's problem, not this.
 */
export function isVersionConflict(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (isMessage(error.message, MENU_ADMIN_MESSAGES.versionConflict) || isMessage(error.message, MENU_ADMIN_MESSAGES.reorderMismatch))
  );
}

/** The path of the first issue of a server's 400 (`details: [{ path, message }]`), to put its sentence next to the field. */
export function issuePathOf(error: unknown): ReadonlyArray<PropertyKey> | undefined {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return undefined;
  const first: unknown = error.details[0];
  const path = typeof first === 'object' && first !== null ? (first as { path?: unknown }).path : undefined;
  return Array.isArray(path) ? (path as PropertyKey[]) : undefined;
}
