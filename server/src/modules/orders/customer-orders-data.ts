import type { ClientSession } from 'mongoose';

import { type StoredOrder, toOrderDto } from './order-view';
import { OrderModel } from './orders.model';

/*
 * The orders' part of a customer's data rights (docs/product/legal.md#my-data). The export shows
 * every placed order of the customer as the order page does (lines, fees, status history). The
 * erasure keeps the orders for the accounting law (GDPR Art. 17(3)(b), shared retention.ts) but
 * replaces what names the person with a pseudonym, and keeps the customer id as the pseudonymous key
 * the reports count customers by.
 */

/** The customer's placed orders, newest first (their own only: the query is by their id). */
export async function ordersOfCustomer(userId: string): Promise<Array<Record<string, unknown>>> {
  const records = await OrderModel.find({ userId, status: { $ne: 'PENDING' } })
    .sort({ placedAt: -1, _id: -1 })
    .lean<StoredOrder[]>();
  return records.map((record) => ({ ...toOrderDto(record) }));
}

/** What an erased customer's orders say instead of their name: "Deleted customer 7f3a" (the id's last four hex digits). */
export function pseudonymOf(userId: string): string {
  return `Deleted customer ${userId.slice(-4)}`;
}

/**
 * Inside the erasure's transaction: removes the customer's checkout draft (nobody's order yet), and
 * on every placed order replaces the name with the pseudonym and removes the phone, the search
 * fields made from them (search/search-fields.ts), the delivery address's personal parts (building,
 * floor, apartment, intercom, note; street, zip and city stay for the delivery records), the allergy
 * note and the lines' instructions. Orders in progress stay on the board and keep moving. The
 * invoice details stay: whom the shop invoiced is itself an accounting record (docs/product/legal.md#deletion).
 */
export async function pseudonymiseOrdersOf(userId: string, session: ClientSession): Promise<void> {
  await OrderModel.deleteMany({ userId, status: 'PENDING' }, { session });
  await OrderModel.updateMany(
    { userId, status: { $ne: 'PENDING' } },
    {
      $set: { 'customer.name': pseudonymOf(userId), 'customer.phone': '' },
      $unset: {
        'customer.phoneDigits': '',
        'customer.nameFolded': '',
        'address.addressId': '',
        'address.buildingName': '',
        'address.floor': '',
        'address.apartmentNo': '',
        'address.intercom': '',
        'address.otherInstructions': '',
        allergyNote: '',
        'items.$[].instructions': '',
      },
    },
    { session },
  );
}
