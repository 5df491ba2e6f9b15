import type { Allergen, InvoiceDetails, Language, OrderStatus, OrderType, PaymentMethod, Size, StatusChangeActor } from '@pizza/shared';

/** A line of the order as the mail shows it: names keep their translations, the template picks. */
export interface OrderMailLine {
  name: string;
  translations?: { hu?: { name: string } };
  size: Size;
  quantity: number;
  /** Item price plus its extras, per unit. */
  pricePerItem: number;
  extras: Array<{ name: string; translations?: { hu?: { name: string } } }>;
  /** The dish's and its add-ons' allergens as ordered; absent on orders from before allergens. */
  allergens?: Allergen[];
}

/** Everything an order mail says, gathered from the event, the order, the customer and the shop. */
export interface OrderMailData {
  language: Language;
  to: string;
  customerName: string;
  orderSequence: string;
  orderType: OrderType;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  lines: OrderMailLine[];
  /** The customer's allergy note to the kitchen. */
  allergyNote?: string;
  /** The billing details, when the customer asked for an invoice (the shop issues it). */
  invoice?: InvoiceDetails;
  totalCartAmount: number;
  deliveryFee: number;
  serviceFee: number;
  bottleDepositFee: number;
  /** The promo code the order was placed with and its forint off (already off totalPrice). */
  promo?: { code: string; discount: number };
  totalPrice: number;
  /** Delivery: the address snapshot as one line. */
  deliveryAddress?: {
    street: string;
    buildingName?: string;
    zip?: string;
    city?: string;
    floor?: string;
    apartmentNo?: string;
    intercom?: string;
  };
  /** The shop's address (where a pickup is collected). */
  shopAddress: string;
  /** An order for later: its slot, and when it was ordered (the slot reads "today 19:30" or "Saturday 19:30" from then). */
  scheduled?: { for: Date; orderedAt: Date };
  /** When the order should be ready (pickup) or arrive (delivery), as of the event. */
  estimate?: Date;
  cancelReason?: string;
  cancelledBy?: StatusChangeActor;
  /** The loyalty reward this order's finishing earned (the reward mail). */
  reward?: { code: string; amount: number; validUntil: Date };
  /** The live order page. */
  orderUrl: string;
  /** The customer's settings page (the optional mails). */
  accountUrl: string;
}
