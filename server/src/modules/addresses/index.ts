import type { Config } from '../../config/env';
import type { Logger } from '../../lib/logger';
import { mountTables } from '../../lib/route-table';
import { rateLimit, type RateLimitStoreFactory, scaleRule } from '../../middleware/rate-limit';
import { accessGuards, type AuthGuard } from '../auth';
import type { Feature } from '../feature';
import type { RestaurantService } from '../restaurant';
import { addressRoutes } from './addresses.routes';
import { type AddressService, createAddressService } from './addresses.service';
import { gazetteerGeocoder, googleGeocoder } from './geocoder';

export type { AddressRecord } from './addresses.model';
export { addressesOf, eraseAddressesOf } from './addresses-data';
export type { AddressService } from './addresses.service';

const MINUTE = 60_000;

/** Per client IP: typing asks for suggestions at every pause, so suggest is generous. */
export const ADDRESS_LIMITS = {
  validate: { limit: 60, windowMs: MINUTE },
  suggest: { limit: 120, windowMs: MINUTE },
};

export function createAddresses(deps: {
  config: Pick<Config, 'googleMapsApiKey'>;
  logger: Logger;
  restaurant: RestaurantService;
}): AddressService {
  const key = deps.config.googleMapsApiKey;
  return createAddressService({ restaurant: deps.restaurant, geocoder: key ? googleGeocoder(key, deps.logger) : gazetteerGeocoder });
}

export interface AddressFeatureDeps {
  config: Pick<Config, 'rateLimitScale'>;
  logger: Logger;
  addresses: AddressService;
  guard: AuthGuard;
  rateLimitStore: RateLimitStoreFactory;
}

/** The delivery address book and the delivery zone, mounted at /api/address. */
export function addressFeature({ config, logger, addresses, guard, rateLimitStore }: AddressFeatureDeps): Feature {
  const limiter = (name: keyof typeof ADDRESS_LIMITS) =>
    rateLimit({ name: `address-${name}`, rule: scaleRule(ADDRESS_LIMITS[name], config.rateLimitScale), store: rateLimitStore, logger });
  const table = addressRoutes({ addresses, limiters: { validate: limiter('validate'), suggest: limiter('suggest') } });
  return mountTables([table], accessGuards(guard));
}
