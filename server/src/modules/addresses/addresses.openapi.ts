import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  ADDRESS_MESSAGES,
  addressCreateRequestSchema,
  addressSchema,
  addressSuggestionsSchema,
  addressSuggestQuerySchema,
  addressValidateRequestSchema,
  addressValidateResponseSchema,
  idParamsSchema,
  outsideZoneMessage,
  selectedAddressQuerySchema,
} from '@pizza/shared';
import { z } from 'zod';

import { bearerSecurity, errorResponse, formOrJson, jsonResponse, textResponse } from '../../lib/openapi';
import { RATE_LIMITED_MESSAGE } from '../../middleware/rate-limit';
import { ADDRESS_ID_HEADER } from './addresses.router';

const customer = { security: bearerSecurity, tags: ['address'] };
const signedIn = { 401: errorResponse('Authentication required'), 403: errorResponse('Customers only') };
const ZONE = outsideZoneMessage(5000);

export function registerAddressOpenApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    ...customer,
    method: 'post',
    path: '/api/address/add',
    summary: 'Save an address; the server checks the delivery zone (straight line from the restaurant)',
    description: `Without latitude/longitude (the original client) the server places the street itself (demo street list, then Google geocoding when configured). The new id is in the ${ADDRESS_ID_HEADER} header.`,
    request: { body: formOrJson(addressCreateRequestSchema) },
    responses: {
      200: {
        ...textResponse(ADDRESS_MESSAGES.saved),
        headers: { [ADDRESS_ID_HEADER]: { description: 'Id of the new address', schema: { type: 'string' } } },
      },
      400: errorResponse(`Validation, '${ZONE}', '${ADDRESS_MESSAGES.chooseFromSuggestions}' or '${ADDRESS_MESSAGES.tooMany}'`),
      ...signedIn,
      409: errorResponse(ADDRESS_MESSAGES.duplicate),
    },
  });
  registry.registerPath({
    ...customer,
    method: 'post',
    path: '/api/address/address-selected/{id}',
    summary: 'Select one of your addresses; every other one is unselected in the same step',
    request: { params: idParamsSchema },
    responses: {
      200: textResponse(ADDRESS_MESSAGES.selected),
      ...signedIn,
      404: errorResponse(`${ADDRESS_MESSAGES.notFound} (also for another customer's)`),
    },
  });
  registry.registerPath({
    ...customer,
    method: 'get',
    path: '/api/address/all',
    summary: 'Your addresses, newest first',
    responses: { 200: jsonResponse('The addresses', z.array(addressSchema)), ...signedIn },
  });
  registry.registerPath({
    ...customer,
    method: 'get',
    path: '/api/address/selected',
    summary: 'Your selected address',
    request: { query: selectedAddressQuerySchema },
    responses: { 200: jsonResponse('The selected address', addressSchema), ...signedIn, 404: errorResponse(ADDRESS_MESSAGES.noneSelected) },
  });
  registry.registerPath({
    ...customer,
    method: 'delete',
    path: '/api/address/{id}',
    summary: 'Delete one of your addresses (orders keep their own copy)',
    request: { params: idParamsSchema },
    responses: {
      200: textResponse(ADDRESS_MESSAGES.deleted),
      ...signedIn,
      404: errorResponse(`${ADDRESS_MESSAGES.notFound} (also for another customer's)`),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/address/validate',
    tags: ['address'],
    summary: 'Is this point inside the delivery zone? (public, rate-limited)',
    request: { body: formOrJson(addressValidateRequestSchema) },
    responses: {
      200: jsonResponse('Whether the point is inside the zone', addressValidateResponseSchema),
      400: errorResponse('Missing or invalid coordinates'),
      429: errorResponse(RATE_LIMITED_MESSAGE),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/address/suggest',
    tags: ['address'],
    summary: 'Street suggestions from the bundled demo list of Debrecen streets (public, rate-limited; at most 8)',
    request: { query: addressSuggestQuerySchema },
    responses: {
      200: jsonResponse('Matching streets with coordinates and whether they are inside the zone', addressSuggestionsSchema),
      400: errorResponse('Missing or too long query'),
      429: errorResponse(RATE_LIMITED_MESSAGE),
    },
  });
}
