import { RESTAURANT_ID } from '@pizza/shared';

import { RestaurantModel } from './restaurant.model';

/** The shop's street address as customers are told it (pickup mails); empty before the shop is seeded. */
export async function shopAddress(): Promise<string> {
  return (await RestaurantModel.findById(RESTAURANT_ID, { address: 1 }).lean())?.address ?? '';
}
