import {
  ADDRESS_MESSAGES,
  type Address,
  type AddressCreateRequest,
  type AddressSuggestion,
  checkZone,
  type GeoPoint,
  MAX_ADDRESSES_PER_CUSTOMER,
  SUGGESTIONS_MAX,
} from '@pizza/shared';
import { type ClientSession, isObjectIdOrHexString } from 'mongoose';

import { nextSequence } from '../../db/counters';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, notFound, outsideZone } from '../../lib/errors';
import type { RestaurantService } from '../restaurant';
import { AddressModel, type AddressRecord } from './addresses.model';
import { foldText, searchStreets } from './gazetteer/search';
import type { Geocoder } from './geocoder';

export interface AddressServiceDeps {
  restaurant: Pick<RestaurantService, 'zoneCheck' | 'profile'>;
  geocoder: Geocoder;
}

type StoredAddress = AddressRecord & { _id: unknown };

/**
 * The API shape (reference section 2.5); optional fields are left out when empty, except floor and
 * apartment: the original client reads them as strings, so a house without them answers ''.
 */
export function toAddressDto(record: StoredAddress): Address {
  const { buildingName, street, latitude, longitude, selected } = record;
  const floor = record.floor ?? '';
  const apartmentNo = record.apartmentNo ?? '';
  const optional = { intercom: record.intercom, otherInstructions: record.otherInstructions, city: record.city, zip: record.zip };
  return {
    addressId: String(record._id),
    street,
    buildingName,
    apartmentNo,
    floor,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value)),
    latitude,
    longitude,
    selected,
  };
}

/** One key for "the same address": case, accents and spacing do not make a second one. */
const dedupeKey = ({ street, buildingName, apartmentNo }: Pick<AddressCreateRequest, 'street' | 'buildingName' | 'apartmentNo'>) =>
  [street, buildingName, apartmentNo ?? ''].map((part) => foldText(part).replace(/\s+/g, ' ').trim()).join('\u0000');

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;

/**
 * A customer's address book. Writes that must see the whole book (the cap, "only one selected")
 * run in a transaction that first advances the book's revision counter, so two of them for one
 * customer never interleave; the unique indexes (one selected, no duplicate) back this up.
 */
export function createAddressService({ restaurant, geocoder }: AddressServiceDeps) {
  const lockBook = (userId: string, session: ClientSession) => nextSequence(`address-book:${userId}`, session);
  const ownId = (id: string) => (isObjectIdOrHexString(id) ? id : undefined);

  async function placeOf(request: AddressCreateRequest): Promise<GeoPoint> {
    if (request.latitude !== undefined && request.longitude !== undefined)
      return { latitude: request.latitude, longitude: request.longitude };
    const located = await geocoder.locate(request.street);
    if (!located) throw badRequest(ADDRESS_MESSAGES.chooseFromSuggestions);
    return located;
  }

  async function assertInZone(point: GeoPoint): Promise<void> {
    const zone = await restaurant.zoneCheck(point);
    if (!zone.inZone) throw outsideZone(zone.radiusM);
  }

  /** Saves the address (the server checks the zone) and answers its id. */
  async function add(userId: string, request: AddressCreateRequest): Promise<string> {
    const point = await placeOf(request);
    await assertInZone(point);
    const { selected, latitude: _lat, longitude: _lon, ...fields } = request;
    try {
      return await inTransaction(async (session) => {
        await lockBook(userId, session);
        if ((await AddressModel.countDocuments({ userId }, { session })) >= MAX_ADDRESSES_PER_CUSTOMER)
          throw badRequest(ADDRESS_MESSAGES.tooMany);
        if (selected) await AddressModel.updateMany({ userId, selected: true }, { $set: { selected: false } }, { session });
        const [created] = await AddressModel.create([{ ...fields, ...point, userId, selected, dedupeKey: dedupeKey(request) }], {
          session,
        });
        return String(created!._id);
      });
    } catch (err) {
      if (isDuplicateKey(err)) throw conflict(ADDRESS_MESSAGES.duplicate);
      throw err;
    }
  }

  /** Selects one of the customer's own addresses and unselects the others, in one step. */
  async function select(userId: string, addressId: string): Promise<void> {
    const id = ownId(addressId);
    if (!id) throw notFound(ADDRESS_MESSAGES.notFound);
    await inTransaction(async (session) => {
      await lockBook(userId, session);
      if (!(await AddressModel.exists({ _id: id, userId }).session(session))) throw notFound(ADDRESS_MESSAGES.notFound);
      await AddressModel.updateMany({ userId, selected: true, _id: { $ne: id } }, { $set: { selected: false } }, { session });
      await AddressModel.updateOne({ _id: id, userId }, { $set: { selected: true } }, { session });
    });
  }

  /** Newest first. */
  async function list(userId: string): Promise<Address[]> {
    const records = await AddressModel.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean<StoredAddress[]>();
    return records.map(toAddressDto);
  }

  async function selected(userId: string, session?: ClientSession): Promise<Address | undefined> {
    const record = await AddressModel.findOne({ userId, selected: true }, null, { session }).lean<StoredAddress>();
    return record ? toAddressDto(record) : undefined;
  }

  /** Orders keep their own snapshot, so deleting an address never changes an order. */
  async function remove(userId: string, addressId: string): Promise<void> {
    const id = ownId(addressId);
    const result = id ? await AddressModel.deleteOne({ _id: id, userId }) : { deletedCount: 0 };
    if (result.deletedCount === 0) throw notFound(ADDRESS_MESSAGES.notFound);
  }

  async function validate(point: GeoPoint): Promise<boolean> {
    return (await restaurant.zoneCheck(point)).inZone;
  }

  /** Streets of the demo list, each marked inside or outside the zone. */
  async function suggest(query: string): Promise<AddressSuggestion[]> {
    const streets = searchStreets(query, SUGGESTIONS_MAX);
    if (streets.length === 0) return [];
    const zone = await restaurant.profile();
    return streets.map((street) => ({ ...street, inZone: checkZone(zone, street).inZone }));
  }

  return { add, select, list, selected, remove, validate, suggest };
}

export type AddressService = ReturnType<typeof createAddressService>;
