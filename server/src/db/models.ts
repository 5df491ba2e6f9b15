import type { Model } from 'mongoose';

import { AddressModel } from '../modules/addresses/addresses.model';
import { OneTimeCodeModel } from '../modules/auth/one-time-code.model';
import { ResetTokenModel } from '../modules/auth/reset-token.model';
import { CartModel } from '../modules/cart/cart.model';
import { OrderEventModel } from '../modules/events/events.model';
import { ExtraModel } from '../modules/extras/extras.model';
import { MenuItemModel } from '../modules/menu/menu.model';
import { CounterModel } from '../modules/orders/counter.model';
import { OrderModel } from '../modules/orders/orders.model';
import { RestaurantModel } from '../modules/restaurant/restaurant.model';
import { UserModel } from '../modules/users/users.model';

/** Every model of the app, so indexes exist before the first request relies on them. */
const MODELS: Model<never>[] = [
  MenuItemModel,
  ExtraModel,
  UserModel,
  CartModel,
  AddressModel,
  OrderModel,
  CounterModel,
  OrderEventModel,
  RestaurantModel,
  OneTimeCodeModel,
  ResetTokenModel,
] as unknown as Model<never>[];

/**
 * Creates collections and indexes (mongoose's init is idempotent). Unique indexes are constraints
 * here (one cart per user, one draft per user), so start-up waits for them.
 */
export async function ensureIndexes(): Promise<void> {
  await Promise.all(MODELS.map((model) => model.init()));
}
