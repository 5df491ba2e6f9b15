/**
 * Business constants of docs/product/rules.md#constants and docs/product/rules.md. The tuples are the single source
 * of the enums: zod schemas and TypeScript types are derived from them, never retyped.
 */

export const CURRENCY = 'HUF';

/** Display order of the home page sections and the category navigation bar. */
export const CATEGORIES = ['PIZZA', 'DRINKS', 'BURGER', 'FRIES_NUGGETS', 'CALZONE'] as const;
export type Category = (typeof CATEGORIES)[number];

export const SIZES = ['REGULAR', 'MEDIUM', 'LARGE'] as const;
export type Size = (typeof SIZES)[number];

export const ORDER_TYPES = ['DELIVERY', 'PICKUP'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const DEFAULT_ORDER_TYPE = 'PICKUP' satisfies OrderType;

// Opening hours (schemas/hours.ts): here, apart from the schemas, so that the hours arithmetic the
// home page runs (hours.ts) does not bring zod into the page's first download.
export const DAYS_OF_WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];
export const HOURS_TIME_ZONE = 'Europe/Budapest' as const;

/**
 * How the customer pays, on the spot: CASH, or CARD on the courier's or the counter's terminal
 * (nothing is charged online). The original client always sends CASH.
 */
export const PAYMENT_METHODS = ['CASH', 'CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Staff accounts carry ADMIN (docs/product/rules.md#roles-and-permissions); everyone who signs up is a USER. */
export const ROLES = ['USER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

// Cart lines
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX_PER_LINE = 50;
export const EXTRAS_MAX_PER_LINE = 20;
export const INSTRUCTIONS_MAX_LENGTH = 500;

/**
 * The length limit of every text a customer types, in characters: the shared schemas check them
 * and the forms give each field the same number as its maxLength and its counter.
 */
export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  /** bcrypt ignores everything past 72 bytes, so a longer password would only look stronger. */
  password: 72,
  phone: 20,
  street: 200,
  buildingName: 100,
  floor: 20,
  apartmentNo: 20,
  intercom: 50,
  /** The address's note to the courier. */
  addressNote: 500,
  city: 100,
  zip: 10,
  /** A cart line's instructions to the kitchen. */
  instructions: INSTRUCTIONS_MAX_LENGTH,
} as const;

// Addresses
/** A customer's address book holds at most this many; nothing is ever deleted behind their back. */
export const MAX_ADDRESSES_PER_CUSTOMER = 20;
/** Street suggestions per query. */
export const SUGGESTIONS_MAX = 8;

// Ordering
export const DELIVERY_RADIUS_M = 5000;
export const RESTAURANT_ID = 1;

// Money: integer HUF, the server is authoritative (docs/product/rules.md#money-and-fees)
export const SERVICE_FEE = 150;
export const BOTTLE_DEPOSIT_PER_DRINK = 50;
/** Units of this category pay the bottle deposit. */
export const BOTTLE_DEPOSIT_CATEGORY = 'DRINKS' satisfies Category;
export const DELIVERY_FEE_BEFORE_NOON = 799;
export const DELIVERY_FEE_FROM_NOON = 599;
/** Local hour in TIME_ZONE from which DELIVERY_FEE_FROM_NOON applies. */
export const DELIVERY_FEE_SWITCH_HOUR = 12;
/** Minimum sum of item lines (fees excluded), checked at checkout and again at place-order. */
export const MINIMUM_ORDER = 3500;
export const TIME_ZONE = 'Europe/Budapest';

/** Seeded restaurant profile; the live values are configurable and come from the server. */
export const RESTAURANT_PROFILE_DEFAULTS = {
  name: 'Pizza Point',
  /** Hungarian order: street and number, then postcode and city. */
  address: 'Bajcsy-Zsilinszky u. 2., 4025 Debrecen',
  latitude: 47.529989,
  longitude: 21.623746,
  phone: '+36 30 123 4567',
  deliveryRadiusM: DELIVERY_RADIUS_M,
  isOpen: true,
} as const;

// Accounts and security (docs/product/accounts.md)
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = TEXT_LIMITS.password;
export const DEFAULT_PHONE_COUNTRY = 'HU';
export const PHONE_CODE_DELAY_MS = 500;
/** Seconds, the unit jsonwebtoken's `expiresIn` takes. */
export const CUSTOMER_JWT_TTL_SECONDS = 24 * 60 * 60;
export const STAFF_JWT_TTL_SECONDS = 12 * 60 * 60;
export const STAFF_CODE_LENGTH = 6;
export const STAFF_CODE_TTL_MS = 5 * 60 * 1000;
/** Wrong tries allowed on one staff code before a new code must be requested. */
export const STAFF_CODE_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

// Staff board lists: finished and cancelled orders grow forever, so they come in pages
export const ORDER_LIST_DEFAULT_LIMIT = 100;
export const ORDER_LIST_MAX_LIMIT = 500;

// Live order channel and integrator pull API (docs/integrators/live-channel.md)
export const ADMIN_POLL_MS = 10_000;
export const EVENTS_PULL_DEFAULT_LIMIT = 100;
export const EVENTS_PULL_MAX_LIMIT = 500;

// Home page and cart drawer behaviour
/** The landing header's slides; the first is the home page's largest paint, preloaded by the server. */
export const LANDING_IMAGES = ['/images/landing/landing-1.svg', '/images/landing/landing-2.svg', '/images/landing/landing-3.svg'] as const;
export const BANNER_ROTATION_MS = 5000;
export const BANNER_SLIDE_MS = 1000;
export const NAV_HIGHLIGHT_DELAY_MS = 100;
/** A section becomes active when it crosses this band, as fractions of the viewport height from the top. */
export const SCROLL_BAND = { top: 0.3, bottom: 0.4 } as const;
export const CAROUSEL_STEP_PX = 200;
export const SUGGESTED_CATEGORY = 'DRINKS' satisfies Category;
