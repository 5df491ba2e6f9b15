import { type InferSchemaType, model, Schema } from 'mongoose';

/**
 * One order's use of a code, written with the order in its placing transaction; a cancel sets
 * `givenBackAt` (and lowers the counters) in its own transaction. One per order.
 */
const promoRedemptionSchema = new Schema(
  {
    orderId: { type: String, required: true, unique: true },
    promoId: { type: Schema.Types.ObjectId, required: true, index: true },
    code: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    at: { type: Date, required: true },
    givenBackAt: Date,
  },
  { collection: 'promo_redemptions', versionKey: false },
);

export type PromoRedemptionRecord = InferSchemaType<typeof promoRedemptionSchema>;
export const PromoRedemptionModel = model('PromoRedemption', promoRedemptionSchema);
