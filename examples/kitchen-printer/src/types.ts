/*
 * The parts of the shop's wire format this printer reads (the full contract: /api/asyncapi.json and
 * /api/openapi.json of the shop). Kept here so the example stands on its own.
 */

export interface OrderSummary {
  orderId: string;
  orderSequence: string;
  status: string;
  orderType: 'PICKUP' | 'DELIVERY';
  totalPrice: number;
  /** Only for a key with the 'orders' scope. */
  customerName?: string;
}

/** The order events on the socket and in GET /api/events (the default format); the printer acts on some of them. */
export interface OrderEvent {
  type: 'order-created' | 'order-scheduled' | 'order-released' | 'status-changed' | 'eta-changed' | 'order-escalated';
  /** Global, gap-free position in the shop's event log. */
  seq: number;
  eventId: string;
  occurredAt: string;
  orderId: string;
  order: OrderSummary;
  previousStatus?: string;
}

export interface ResyncRequired {
  reason: 'retention-exceeded' | 'unknown-seq' | 'replay-limit';
  oldestSeq: number;
}

export interface EventsPage {
  events: OrderEvent[];
  oldestSeq: number | null;
}

export interface OrderItem {
  name: string;
  size: 'REGULAR' | 'MEDIUM' | 'LARGE';
  quantity: number;
  extras: Array<{ name: string }>;
  instructions?: string;
  /** Annex II allergen keys of the dish and its add-ons as ordered ('gluten', 'milk'); absent on old orders. */
  allergens?: string[];
}

export interface AddressSnapshot {
  street: string;
  buildingName: string;
  floor?: string;
  apartmentNo?: string;
  intercom?: string;
  otherInstructions?: string;
  city?: string;
  zip?: string;
}

/** GET /api/orders/{orderId} (an integrator key reads any placed order). */
export interface Order {
  orderId: string;
  orderSequence: string;
  createdAt: string;
  orderType: 'PICKUP' | 'DELIVERY';
  paymentMethod: string;
  /** What the customer pays, after a promo code's discount. */
  totalPrice: number;
  /** The promo code (or loyalty reward) the order was placed with and its forints off; absent without one. */
  promo?: { code: string; discount: number };
  address?: AddressSnapshot;
  user: { name: string; phone: string };
  orderItems: OrderItem[];
  leaveAtDoor?: boolean;
  /** The customer's allergy note to the kitchen. */
  allergyNote?: string;
  /** The customer asked for an invoice: the billing details (the shop's till or invoicing system issues it). */
  invoice?: InvoiceDetails;
  /** An order for later: the slot, when the pickup should be ready or the delivery arrive. */
  scheduledFor?: string;
}

/** Billing details: `taxNumber` for a company (12345678-1-12 or an EU VAT number). */
export interface InvoiceDetails {
  name: string;
  zip: string;
  city: string;
  street: string;
  taxNumber?: string;
}
