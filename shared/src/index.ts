/** The typed contract shared by server and client. Pure: no Node or DOM APIs. */
export * from './constants';
export * from './order-status';
export * from './events';
export * from './errors';
export * from './money';
export * from './schemas/primitives';
export * from './schemas/menu';
export * from './schemas/cart';
export * from './schemas/address';
export * from './schemas/order';
export * from './schemas/password';
export * from './schemas/auth';
export * from './schemas/restaurant';
export * from './schemas/health';
