import { z } from 'zod';

import { MAX_ADDRESSES_PER_CUSTOMER, SUGGESTIONS_MAX, TEXT_LIMITS } from '../constants';
import { formNumber, idSchema, optionalText, requiredText, tooLongMessage } from './primitives';

/** Every sentence the address endpoints answer with (the zone message comes from outsideZoneMessage). */
export const ADDRESS_MESSAGES = {
  chooseFromSuggestions: 'Please choose the street from the suggestions',
  duplicate: 'Address already exists for the current user.',
  notFound: 'Address not found',
  noneSelected: 'No address selected',
  tooMany: `You can keep at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses. Delete one you no longer use, then add the new one.`,
  saved: 'Address saved successfully.',
  selected: 'Address set as selected successfully',
  deleted: 'Address deleted successfully.',
} as const;

/** The stored fields of an address, also the snapshot an order keeps (docs/product/rules.md#entities). */
export const addressSnapshotSchema = z
  .object({
    buildingName: z.string(),
    /** Optional (a family house has neither): empty or absent when not given. */
    floor: z.string().optional(),
    apartmentNo: z.string().optional(),
    intercom: z.string().optional(),
    otherInstructions: z.string().optional(),
    street: z.string(),
    city: z.string().optional(),
    zip: z.string().optional(),
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: 'AddressSnapshot' });
export type AddressSnapshot = z.infer<typeof addressSnapshotSchema>;

/** A saved address; at most one per user is selected. */
export const addressSchema = addressSnapshotSchema
  .extend({
    addressId: idSchema,
    selected: z.boolean(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof addressSchema>;

const latitudeSchema = formNumber(-90, 90);
const longitudeSchema = formNumber(-180, 180);

/** The original client sends `selected: 1`; a form sends '1' or 'true'; JSON clients may send a boolean. */
const selectedInputSchema = z
  .union([z.boolean(), z.literal([1, 0, '1', '0', 'true', 'false'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/**
 * `POST /api/address/add`. Coordinates come from the places autocomplete (or the demo street list)
 * and feed the server's zone check; the original client sends none, and the server then places the
 * street itself. One coordinate without the other is refused.
 */
export const addressCreateRequestSchema = z
  .strictObject({
    buildingName: requiredText(TEXT_LIMITS.buildingName, 'Building name is required'),
    floor: optionalText(TEXT_LIMITS.floor),
    apartmentNo: optionalText(TEXT_LIMITS.apartmentNo),
    intercom: optionalText(TEXT_LIMITS.intercom),
    otherInstructions: optionalText(TEXT_LIMITS.addressNote, { multiline: true }),
    street: requiredText(TEXT_LIMITS.street, 'Street is required'),
    city: optionalText(TEXT_LIMITS.city),
    zip: optionalText(TEXT_LIMITS.zip),
    latitude: latitudeSchema.optional(),
    longitude: longitudeSchema.optional(),
    selected: selectedInputSchema.default(false),
  })
  .refine((form) => (form.latitude === undefined) === (form.longitude === undefined), {
    message: ADDRESS_MESSAGES.chooseFromSuggestions,
    path: ['latitude'],
  })
  .meta({ id: 'AddressCreateRequest' });
export type AddressCreateRequest = z.infer<typeof addressCreateRequestSchema>;

/** `POST /api/address/validate`: is the point inside the delivery zone? Only the coordinates decide. */
export const addressValidateRequestSchema = z
  .strictObject({
    street: requiredText(TEXT_LIMITS.street, 'Street is required'),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
  })
  .meta({ id: 'AddressValidateRequest' });
export type AddressValidateRequest = z.infer<typeof addressValidateRequestSchema>;

export const addressValidateResponseSchema = z.object({ valid: z.boolean() }).meta({ id: 'AddressValidateResponse' });
export type AddressValidateResponse = z.infer<typeof addressValidateResponseSchema>;

/** `GET /api/address/selected?isSelected=true`: the flag is part of the public path and has one value. */
export const selectedAddressQuerySchema = z.strictObject({ isSelected: z.literal('true') });
export type SelectedAddressQuery = z.infer<typeof selectedAddressQuerySchema>;

/** `GET /api/address/suggest?q=`: street suggestions without Google (the bundled demo street list). */
export const addressSuggestQuerySchema = z.strictObject({
  q: z.string().trim().min(1, 'Type a street name').max(TEXT_LIMITS.street, tooLongMessage(TEXT_LIMITS.street)),
});
export type AddressSuggestQuery = z.infer<typeof addressSuggestQuerySchema>;

/** One suggested street, with whether it lies inside the delivery zone. */
export const addressSuggestionSchema = z
  .object({
    street: z.string(),
    city: z.string(),
    zip: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    inZone: z.boolean(),
  })
  .meta({ id: 'AddressSuggestion' });
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const addressSuggestionsSchema = z.array(addressSuggestionSchema).max(SUGGESTIONS_MAX).meta({ id: 'AddressSuggestions' });
