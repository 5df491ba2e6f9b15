import { type InferSchemaType, model, Schema } from 'mongoose';

/**
 * A promo code (docs/product/promo-codes.md): its rules as staff set them (shared PromoRules), and
 * `used`, the uses taken by orders not cancelled or rejected, raised in the placing transaction only
 * while below `rules.totalUses`. A loyalty reward is a code with `personalUserId`: nobody else can use it.
 */
const windowSchema = new Schema({ days: [String], from: String, to: String }, { _id: false });

const promoCodeSchema = new Schema(
  {
    /** Upper-case, unique: codes are case-insensitive. */
    code: { type: String, required: true, unique: true },
    rules: {
      description: { type: String, default: '' },
      kind: { type: String, required: true, enum: ['fixed', 'percent'] },
      amount: { type: Number, required: true },
      maxDiscount: Number,
      minSubtotal: { type: Number, default: 0 },
      validFrom: Date,
      validUntil: Date,
      windows: { type: [windowSchema], default: [] },
      service: { type: String, required: true, enum: ['ANY', 'PICKUP', 'DELIVERY'] },
      firstOrderOnly: { type: Boolean, default: false },
      categories: { type: [String], default: [] },
      menuItemIds: { type: [String], default: [] },
      discountsFees: { type: Boolean, default: false },
      totalUses: Number,
      usesPerCustomer: Number,
      active: { type: Boolean, required: true },
    },
    used: { type: Number, required: true, default: 0, min: 0 },
    /** A loyalty reward: the one customer who may use it, and the finished order that earned it (one reward per order). */
    personalUserId: { type: Schema.Types.ObjectId, index: true },
    earnedByOrderId: { type: String, unique: true, sparse: true },
    earnedByOrderSequence: String,
    createdAt: { type: Date, required: true },
  },
  { collection: 'promo_codes', versionKey: false },
);

export type PromoCodeRecord = InferSchemaType<typeof promoCodeSchema>;
export const PromoCodeModel = model('PromoCode', promoCodeSchema);
