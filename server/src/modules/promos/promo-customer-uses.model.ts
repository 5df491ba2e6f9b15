import { type InferSchemaType, model, Schema } from 'mongoose';

/**
 * A customer's uses of one code: raised in the placing transaction only while below the code's
 * `usesPerCustomer`, so two tabs of one customer cannot both take their last use. Made (with 0)
 * before the transaction, as a slot's booking is (docs/product/promo-codes.md#uses-are-exact).
 */
const promoCustomerUsesSchema = new Schema(
  {
    /** `${promoId}:${userId}`. */
    _id: { type: String, required: true },
    uses: { type: Number, required: true, default: 0, min: 0 },
  },
  { collection: 'promo_customer_uses', versionKey: false },
);

export type PromoCustomerUsesRecord = InferSchemaType<typeof promoCustomerUsesSchema>;
export const PromoCustomerUsesModel = model('PromoCustomerUses', promoCustomerUsesSchema);
