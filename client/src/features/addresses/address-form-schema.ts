import { ADDRESS_MESSAGES, addressCreateRequestSchema } from '@pizza/shared';
import { z } from 'zod';

import { STREET_REQUIRED_MESSAGE } from './address-messages';
import type { AddAddressInput } from './api/add-address';
import type { ChosenStreet } from './streets/street-source';

// Same rules and messages as the API for the typed fields.
const { buildingName, apartmentNo, floor, intercom, otherInstructions } = addressCreateRequestSchema.shape;

const chosenStreetSchema = z.object({
  street: z.string(),
  city: z.string().optional(),
  zip: z.string().optional(),
  latitude: z.number(),
  longitude: z.number(),
  inZone: z.boolean(),
});

/**
 * The 'Add New Address' form. `street` is what the input shows; `place` is the suggestion chosen
 * for it (with coordinates) and is cleared when the street is typed over, so a street counts only
 * when it was chosen from the suggestions (docs/product/rules.md#validation).
 */
export const addressFormSchema = z
  .object({
    street: z.string(),
    place: chosenStreetSchema.nullable(),
    buildingName,
    apartmentNo,
    floor,
    intercom,
    otherInstructions,
  })
  .superRefine(({ street, place }, ctx) => {
    if (street.trim() === '') ctx.addIssue({ code: 'custom', path: ['street'], message: STREET_REQUIRED_MESSAGE });
    else if (!place || place.street !== street)
      ctx.addIssue({ code: 'custom', path: ['street'], message: ADDRESS_MESSAGES.chooseFromSuggestions });
  });

export type AddressFormInput = z.input<typeof addressFormSchema>;
export type AddressFormValues = z.output<typeof addressFormSchema>;

export const EMPTY_ADDRESS_FORM: AddressFormInput = {
  street: '',
  place: null,
  buildingName: '',
  apartmentNo: '',
  floor: '',
  intercom: '',
  otherInstructions: '',
};

/** The request for a valid form. New addresses are selected: the customer just said where to deliver. */
export function toAddRequest({ place, street: _typed, ...fields }: AddressFormValues & { place: ChosenStreet }): AddAddressInput {
  const { street, city, zip, latitude, longitude } = place;
  return { ...fields, street, city, zip, latitude, longitude, selected: true };
}
