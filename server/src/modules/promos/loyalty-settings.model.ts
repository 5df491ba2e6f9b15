import { type InferSchemaType, model, Schema } from 'mongoose';

/**
 * The shop's loyalty reward settings (docs/product/promo-codes.md#loyalty-reward): one document,
 * absent until staff save it (DEFAULT_LOYALTY_SETTINGS then: off).
 */
export const LOYALTY_SETTINGS_ID = 'loyalty';

const loyaltySettingsSchema = new Schema(
  {
    _id: { type: String, required: true },
    enabled: { type: Boolean, required: true },
    every: { type: Number, required: true },
    reward: { type: String, required: true, enum: ['fixed', 'average'] },
    amount: { type: Number, required: true },
    validDays: { type: Number, required: true },
  },
  { collection: 'loyalty_settings', versionKey: false },
);

export type LoyaltySettingsRecord = InferSchemaType<typeof loyaltySettingsSchema>;
export const LoyaltySettingsModel = model('LoyaltySettings', loyaltySettingsSchema);
