import { ACCOUNT_DATA_HU } from './account-data';
import { ADDRESSES_HU } from './addresses';
import { AUDIT_HU } from './audit';
import { AUTH_HU } from './auth';
import { LEGAL_HU } from './legal';
import { MENU_CART_HU } from './menu-cart';
import { MENU_EDITOR_HU } from './menu-editor';
import { MENU_PHOTOS_HU } from './menu-photos';
import { ORDERS_HU } from './orders';
import { PROMO_HU } from './promo';
import { REPORTS_HU } from './reports';
import { SCHEDULING_HU } from './scheduling';
import { SHOP_HU } from './shop';
import { STAFF_HU } from './staff';
import { STAFF_DEVICES_HU } from './staff-devices';
import { SYSTEM_HU } from './system';
import type { MessageTable } from './table';

/**
 * The Hungarian of every server message, by its English text (the message id). A translator edits
 * the files of this folder; `{name}` placeholders stay as they are (a test checks they match).
 */
export const HU_MESSAGES: MessageTable = {
  ...AUTH_HU,
  ...ORDERS_HU,
  ...MENU_CART_HU,
  ...MENU_PHOTOS_HU,
  ...MENU_EDITOR_HU,
  ...ADDRESSES_HU,
  ...SHOP_HU,
  ...SYSTEM_HU,
  ...STAFF_DEVICES_HU,
  ...STAFF_HU,
  ...AUDIT_HU,
  ...REPORTS_HU,
  ...ACCOUNT_DATA_HU,
  ...LEGAL_HU,
  ...SCHEDULING_HU,
  ...PROMO_HU,
};
