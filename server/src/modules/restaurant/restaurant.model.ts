import { type InferSchemaType, model, Schema } from 'mongoose';

import { jsonOptions } from '../../lib/mongoose-json';

/** The single restaurant (id 1, docs/product/rules.md#constants): profile, open flag and the configurable fees. */
const restaurantSchema = new Schema(
  {
    _id: { type: Number, required: true },
    name: { type: String, required: true },
    address: { type: String, required: true },
    latitude: { type: Number, required: true },
    longitude: { type: Number, required: true },
    phone: { type: String, required: true },
    /** Straight-line delivery radius in metres. */
    deliveryRadiusM: { type: Number, required: true, min: 0 },
    /** The staff's toggle; see restaurant-status.ts for when it rules and when the opening hours do. */
    isOpen: { type: Boolean, required: true },
    /** When the toggle stops ruling (absent: for good while no hours are set, else the hours rule). */
    manualUntil: { type: Date },
    /** Busy mode: minutes added to every new estimate (0 when not busy). */
    busyExtraMinutes: { type: Number, default: 0, min: 0 },
    /** New orders paused until then (the kitchen is full); absent when not paused. */
    pausedUntil: { type: Date },
    /** The opening hours (shared RestaurantHours), absent until staff set them. */
    hours: { type: Schema.Types.Mixed },
    /** The staff's settings (shared RestaurantSettings), absent until saved: the defaults apply. */
    settings: { type: Schema.Types.Mixed },
    /** Ordering for later (shared SchedulingSettings), absent until saved: the defaults apply. */
    scheduling: { type: Schema.Types.Mixed },
    // Money in integer HUF (docs/product/rules.md#money-and-fees).
    serviceFee: { type: Number, required: true, min: 0 },
    bottleDepositPerDrink: { type: Number, required: true, min: 0 },
    deliveryFeeBeforeNoon: { type: Number, required: true, min: 0 },
    deliveryFeeFromNoon: { type: Number, required: true, min: 0 },
    minimumOrder: { type: Number, required: true, min: 0 },
  },
  { collection: 'restaurants', timestamps: true, toJSON: jsonOptions() },
);

export type RestaurantRecord = InferSchemaType<typeof restaurantSchema>;
export const RestaurantModel = model('Restaurant', restaurantSchema);

/**
 * The key of the whole record's read in a batch of the event log's transactions (readOnce): read
 * once per batch, and read again after a unit of the batch wrote the record (forgetRead).
 */
export const PROFILE_READ = 'restaurant-profile';
