import { type InferSchemaType, model, Schema } from 'mongoose';

/**
 * The places taken in one slot of one service (docs/product/scheduled-orders.md#checkout): placing
 * an order for later increments `taken` only while it is below the slot's limit, in the order's
 * transaction; cancelling it gives the place back in the cancel's.
 */
const slotBookingSchema = new Schema(
  {
    /** `${service}:${slot ISO instant}`, e.g. 'DELIVERY:2026-02-14T18:30:00.000Z'. */
    _id: { type: String, required: true },
    service: { type: String, required: true },
    at: { type: Date, required: true },
    taken: { type: Number, required: true, min: 0, default: 0 },
  },
  { collection: 'slot_bookings', versionKey: false },
);

export type SlotBookingRecord = InferSchemaType<typeof slotBookingSchema>;
export const SlotBookingModel = model('SlotBooking', slotBookingSchema);
