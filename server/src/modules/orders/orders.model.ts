import { ESCALATION_STAGES, ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS } from '@pizza/shared';
import { type InferSchemaType, model, Schema } from 'mongoose';

import { jsonOptions } from '../../lib/mongoose-json';

/* Everything an order shows is snapshotted at placement, so history never changes with the menu. */

/** The Hungarian name as it was when ordered, so the cart's language survives into history. */
const nameTranslationsSchema = new Schema({ hu: { type: new Schema({ name: String }, { _id: false }) } }, { _id: false });

const orderItemSchema = new Schema({
  menuItemId: { type: String, required: true },
  name: { type: String, required: true },
  size: { type: String, required: true },
  category: { type: String, required: true },
  quantity: { type: Number, required: true, min: 1 },
  /** Item price plus its extras, per unit. */
  pricePerItem: { type: Number, required: true, min: 0 },
  extras: { type: [{ extraId: String, name: String, price: Number, translations: nameTranslationsSchema, _id: false }], default: [] },
  instructions: { type: String },
  translations: { type: nameTranslationsSchema },
  /** Annex II allergens of the dish and its add-ons as ordered, in Annex order; absent on orders from before allergens. */
  allergens: { type: [String], default: undefined },
});

const addressSnapshotSchema = new Schema(
  {
    addressId: String,
    buildingName: String,
    floor: String,
    apartmentNo: String,
    intercom: String,
    otherInstructions: String,
    street: String,
    city: String,
    zip: String,
    latitude: Number,
    longitude: Number,
  },
  { _id: false },
);

const statusChangeSchema = new Schema(
  {
    status: { type: String, required: true, enum: ORDER_STATUSES },
    at: { type: Date, required: true },
    /** User id of the customer or staff member, or 'system'. */
    by: { type: String, required: true },
  },
  { _id: false },
);

/** When an unanswered order escalates (fixed at placement from the settings then in force), and how far it got. */
const escalationSchema = new Schema(
  {
    ringLouderAt: { type: Date, required: true },
    tellCustomerAt: { type: Date, required: true },
    autoCancelAt: { type: Date, required: true },
    /** The last stage reached; absent before the first. */
    stage: { type: String, enum: ESCALATION_STAGES },
    /** The next deadline the scheduler acts on (its query's key, with status PLACED). */
    nextAt: { type: Date },
  },
  { _id: false },
);

/** A price the checkout tells as changed (shared PriceChange): per unit, the first price the customer saw and the current one. */
const priceChangeSchema = new Schema(
  {
    cartItemId: { type: String, required: true },
    menuItemId: { type: String, required: true },
    name: { type: String, required: true },
    translations: { type: nameTranslationsSchema },
    size: { type: String, required: true },
    before: { type: Number, required: true },
    after: { type: Number, required: true },
  },
  { _id: false },
);

const orderSchema = new Schema(
  {
    orderId: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    status: { type: String, required: true, enum: ORDER_STATUSES },
    orderType: { type: String, required: true, enum: ORDER_TYPES },
    paymentMethod: { type: String, enum: PAYMENT_METHODS },
    /** Display number, per day in Europe/Budapest; set at placement. */
    orderSequence: { type: Number },
    /** The Budapest calendar day (YYYY-MM-DD) orderSequence counts in. */
    sequenceDay: { type: String },
    items: { type: [orderItemSchema], default: [] },
    totalCartAmount: { type: Number, required: true, min: 0 },
    deliveryFee: { type: Number, required: true, min: 0 },
    serviceFee: { type: Number, required: true, min: 0 },
    bottleDepositFee: { type: Number, required: true, min: 0 },
    totalPrice: { type: Number, required: true, min: 0 },
    /** The promo code applied (docs/product/promo-codes.md): its discount is already off totalPrice. */
    promo: {
      type: new Schema(
        {
          promoId: { type: String, required: true },
          code: { type: String, required: true },
          discount: { type: Number, required: true, min: 0 },
          personal: Boolean,
        },
        { _id: false },
      ),
      default: undefined,
    },
    address: { type: addressSnapshotSchema },
    /** As typed at placement, with what the order search matches on (search/search-fields.ts). */
    customer: {
      type: new Schema({ name: String, phone: String, phoneDigits: String, nameFolded: String }, { _id: false }),
      required: true,
    },
    /** Delivery only: the customer asked the courier to leave it at the door. */
    leaveAtDoor: { type: Boolean },
    /** The customer's allergy note to the kitchen (docs/product/ordering.md#allergy-note). */
    allergyNote: { type: String },
    /** The customer asked for an invoice: the billing details, trimmed, the tax number normalised (docs/product/ordering.md#invoice). */
    invoice: {
      type: new Schema(
        {
          name: { type: String, required: true },
          zip: { type: String, required: true },
          city: { type: String, required: true },
          street: { type: String, required: true },
          taxNumber: String,
        },
        { _id: false },
      ),
    },
    statusHistory: { type: [statusChangeSchema], default: [] },
    placedAt: { type: Date },
    /** Set when accepted (PICKUP): when it should be ready; staff may push it later. */
    estimatedReadyAt: { type: Date },
    /** Set when accepted (DELIVERY): when it should arrive. */
    estimatedDeliveryAt: { type: Date },
    /** Set at placement (DELIVERY): the driving minutes of its address's distance band then. */
    driveMinutes: { type: Number, min: 0 },
    /** Set when cancelled: why, in words the customer may read. */
    cancelReason: { type: String },
    /** Set at placement: the escalation deadlines of an order nobody accepts (a scheduled order: at its release). */
    escalation: { type: escalationSchema },
    /** Ordered for later (docs/product/scheduled-orders.md): the slot, when it should be ready or arrive. */
    scheduledFor: { type: Date },
    /** Ordered for later: when it goes to the kitchen (the slot minus the prep time and the drive, fixed at placement). */
    releaseAt: { type: Date },
    /** Ordered for later: when the scheduler released it; absent while it waits. */
    releasedAt: { type: Date },
    /**
     * Set on PENDING drafts only: the price changes every quote of this draft tells until it is
     * placed, so a quote whose answer was lost cannot swallow them (docs/product/menu.md#prices-change-honestly).
     */
    priceChanges: { type: [priceChangeSchema], default: undefined },
    /** Set on PENDING drafts only: the TTL index removes abandoned drafts, never placed orders. */
    draftExpiresAt: { type: Date },
  },
  { collection: 'orders', timestamps: true, toJSON: jsonOptions() },
);

orderSchema.index({ orderId: 1 }, { unique: true });
// One checkout draft per customer (concurrent checkouts cannot create two).
orderSchema.index({ userId: 1, status: 1 }, { unique: true, partialFilterExpression: { status: 'PENDING' } });
orderSchema.index({ status: 1, placedAt: -1 }); // staff lists by status, newest first
orderSchema.index({ userId: 1, placedAt: -1 }); // a customer's history
orderSchema.index({ sequenceDay: 1, orderSequence: 1 }, { unique: true, partialFilterExpression: { orderSequence: { $exists: true } } });
// The escalation scheduler: PLACED orders whose next deadline has passed.
orderSchema.index({ status: 1, 'escalation.nextAt': 1 }, { partialFilterExpression: { 'escalation.nextAt': { $exists: true } } });
// The release of scheduled orders: PLACED orders whose release time has passed and that still wait.
orderSchema.index({ status: 1, releaseAt: 1 }, { partialFilterExpression: { releaseAt: { $exists: true } } });
orderSchema.index({ draftExpiresAt: 1 }, { expireAfterSeconds: 0 });
// The order search by phone, newest first (docs/product/reports.md#order-search).
orderSchema.index({ 'customer.phoneDigits': 1, placedAt: -1 }, { partialFilterExpression: { 'customer.phoneDigits': { $exists: true } } });
// The placed orders of Budapest days, by placement (the export, the search's date range, the sales
// reports; docs/product/reports.md): a list of days is an equality that MongoDB and the embedded
// server both read from here (a date range the embedded server would scan). The reports' look at a
// customer's earlier sales reads the customer history index above.
orderSchema.index({ sequenceDay: 1, placedAt: -1 }, { partialFilterExpression: { sequenceDay: { $exists: true } } });

export type OrderRecord = InferSchemaType<typeof orderSchema>;
export const OrderModel = model('Order', orderSchema);
