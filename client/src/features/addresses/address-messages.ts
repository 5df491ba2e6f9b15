import { ADDRESS_MESSAGES, DELIVERY_RADIUS_M, isMessage, OUTSIDE_ZONE_CODE, outsideZoneDetailsSchema, zoneKm } from '@pizza/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../lib/api';
import { useValidationText } from '../../lib/validation-text';

/** The form's own message for an empty street (the shared schema never sees one: the street comes from a suggestion). */
export const STREET_REQUIRED_MESSAGE = 'Street is required';

/**
 * Sentences the shared address schema and the address API answer with, mapped to catalogue keys.
 * English values in the catalogue equal these sentences (checked by a test), so English shows
 * SPEC's exact words and Hungarian gets a translation; any sentence not listed is shown as it came.
 */
export const ADDRESS_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [ADDRESS_MESSAGES.chooseFromSuggestions]: 'address.errors.chooseFromSuggestions',
  [ADDRESS_MESSAGES.duplicate]: 'address.errors.duplicate',
  [ADDRESS_MESSAGES.tooMany]: 'address.errors.tooMany',
  [ADDRESS_MESSAGES.notFound]: 'address.errors.notFound',
  [STREET_REQUIRED_MESSAGE]: 'address.errors.streetRequired',
  'Building name is required': 'address.errors.buildingNameRequired',
};

/**
 * The radius of the server's zone refusal (its code OUTSIDE_ZONE, never its sentence), or undefined
 * when the error is something else. A refusal without details names the shop's usual radius.
 */
export function outsideZoneRadius(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== OUTSIDE_ZONE_CODE) return undefined;
  return outsideZoneDetailsSchema.safeParse(error.details).data?.radiusM ?? DELIVERY_RADIUS_M;
}

/** The zone alert in the visitor's language, naming the radius (the shop's usual one when not given). */
export function useZoneAlert(): (radiusM?: number) => string {
  const { t } = useTranslation();
  return useCallback((radiusM = DELIVERY_RADIUS_M) => t('address.errors.outsideZone', { km: zoneKm(radiusM) }), [t]);
}

/** The server's "choose the street from the suggestions", in English or Hungarian. */
export function isChooseStreetMessage(message: string): boolean {
  return isMessage(message, ADDRESS_MESSAGES.chooseFromSuggestions);
}

/** Translates a shared address sentence (any other sentence passes through, zod's jargon never). */
export function useAddressMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  const validationText = useValidationText();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const key = ADDRESS_MESSAGE_KEYS[message];
      return key ? t(key) : validationText(message);
    },
    [t, validationText],
  );
}
