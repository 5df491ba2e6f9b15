import { ADDRESS_MESSAGES, addressSchema, MAX_ADDRESSES_PER_CUSTOMER, TEXT_LIMITS } from '@pizza/shared';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AddressModel } from '../addresses.model';
import { addAddress, addressForm, bearer, listAddresses, pointAt, selectAddress } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** The zone refusal: the same 400 and sentence as ever, with its own code and the radius the sentence names. */
const ZONE = { code: 'OUTSIDE_ZONE', message: 'This address is outside our 5 km delivery zone.', details: { radiusM: 5000 } };
const freshCustomer = () => createTestCustomer();
const selectedIds = async (customer: TestPrincipal) =>
  (await listAddresses(t.app, customer.token)).filter((a) => a.selected).map((a) => a.addressId);

describe('POST /api/address/add', () => {
  it('when the original client posts JSON with selected: 1, city and zip, then it is saved, selected, and its id comes back in X-Address-Id', async () => {
    const customer = await freshCustomer();
    const res = await addAddress(t.app, customer.token, { ...addressForm(), selected: 1 }).expect(200);
    expect(res.text).toBe('Address saved successfully.');
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const [saved] = await listAddresses(t.app, customer.token);
    expect(res.headers['x-address-id']).toBe(saved?.addressId);
    expect(addressSchema.parse(saved)).toMatchObject({
      street: 'Piac utca',
      city: 'Debrecen',
      zip: '4025',
      selected: true,
      intercom: '13',
    });
  });

  it('when floor and apartment are left out (a family house), then it is saved and read back with empty floor and apartment', async () => {
    const customer = await freshCustomer();
    const { floor: _floor, apartmentNo: _apartment, ...house } = addressForm();
    await addAddress(t.app, customer.token, { ...house, selected: true }).expect(200);
    await addAddress(t.app, customer.token, { ...addressForm(), floor: '', apartmentNo: ' ' }).expect(200);
    const saved = await listAddresses(t.app, customer.token);
    // Still strings on the wire: the original client reads them without a check.
    expect(saved.map((address) => [address.floor, address.apartmentNo])).toEqual([
      ['', ''],
      ['', ''],
    ]);
    const selected = await request(t.app).get('/api/address/selected?isSelected=true').set(bearer(customer.token)).expect(200);
    expect(selected.body).toMatchObject({ buildingName: house.buildingName, floor: '', apartmentNo: '' });
  });

  it('when the same house (no apartment) is added twice, then 409 as for any duplicate', async () => {
    const customer = await freshCustomer();
    const { floor: _floor, apartmentNo: _apartment, ...house } = addressForm();
    await addAddress(t.app, customer.token, house).expect(200);
    expect((await addAddress(t.app, customer.token, house).expect(409)).body.message).toBe(ADDRESS_MESSAGES.duplicate);
  });

  it('when a form body is posted, then it is accepted as well', async () => {
    const customer = await freshCustomer();
    const form = addressForm();
    await request(t.app)
      .post('/api/address/add')
      .set(bearer(customer.token))
      .type('form')
      .send({ ...form, latitude: String(form.latitude), longitude: String(form.longitude), selected: 'true' })
      .expect(200);
    expect(await selectedIds(customer)).toHaveLength(1);
  });

  it('when the point is 4,999 m from the restaurant, then it is saved; at 5,001 m, then 400 with the zone message and nothing saved', async () => {
    const customer = await freshCustomer();
    await addAddress(t.app, customer.token, addressForm(pointAt(4999))).expect(200);
    expect((await addAddress(t.app, customer.token, addressForm(pointAt(5001, 200))).expect(400)).body).toEqual(ZONE);
    expect(await listAddresses(t.app, customer.token)).toHaveLength(1);
  });

  it('when no coordinates are sent (the original client), then a street the demo list knows is placed and checked', async () => {
    const customer = await freshCustomer();
    const { latitude: _lat, longitude: _lon, ...withoutPoint } = addressForm({ street: 'Debrecen, Kossuth u. 12, 4024' });
    await addAddress(t.app, customer.token, withoutPoint).expect(200);
    const [saved] = await listAddresses(t.app, customer.token);
    expect(saved).toMatchObject({ latitude: 47.5312, longitude: 21.6289 });

    const { latitude: _a, longitude: _b, ...farAway } = addressForm({ street: 'Szentgyörgyfalvi út 7' });
    expect((await addAddress(t.app, customer.token, farAway).expect(400)).body).toEqual(ZONE);
    const { latitude: _c, longitude: _d, ...unknown } = addressForm({ street: 'Nowhere Lane 1' });
    expect((await addAddress(t.app, customer.token, unknown).expect(400)).body.message).toBe(ADDRESS_MESSAGES.chooseFromSuggestions);
  });

  it('when only one coordinate is sent, then 400 asking to choose from the suggestions', async () => {
    const customer = await freshCustomer();
    const { longitude: _omitted, ...half } = addressForm();
    expect((await addAddress(t.app, customer.token, half).expect(400)).body.message).toBe(ADDRESS_MESSAGES.chooseFromSuggestions);
  });

  it('when the same street, building and apartment are added twice (any case or spacing), then 409', async () => {
    const customer = await freshCustomer();
    const form = addressForm();
    await addAddress(t.app, customer.token, form).expect(200);
    const again = { ...form, street: '  PIAC   utca ', floor: '9' };
    expect((await addAddress(t.app, customer.token, again).expect(409)).body).toEqual({
      code: 'CONFLICT',
      message: ADDRESS_MESSAGES.duplicate,
    });
    // Another customer may live at the same address.
    await addAddress(t.app, (await freshCustomer()).token, form).expect(200);
  });

  it(`when a customer has ${MAX_ADDRESSES_PER_CUSTOMER} addresses, then the next is refused with a clear message and nothing is deleted`, async () => {
    const customer = await freshCustomer();
    for (let i = 0; i < MAX_ADDRESSES_PER_CUSTOMER; i += 1) await addAddress(t.app, customer.token, addressForm()).expect(200);
    const res = await addAddress(t.app, customer.token, addressForm()).expect(400);
    expect(res.body.message).toBe(ADDRESS_MESSAGES.tooMany);
    expect(await listAddresses(t.app, customer.token)).toHaveLength(MAX_ADDRESSES_PER_CUSTOMER);
  });

  it('when adds race at the cap, then the book still holds at most the cap', async () => {
    const customer = await freshCustomer();
    for (let i = 0; i < MAX_ADDRESSES_PER_CUSTOMER - 2; i += 1) await addAddress(t.app, customer.token, addressForm()).expect(200);
    const results = await Promise.all(Array.from({ length: 6 }, () => addAddress(t.app, customer.token, addressForm())));
    expect(results.filter((res) => res.status === 200)).toHaveLength(2);
    expect(results.filter((res) => res.status === 400)).toHaveLength(4);
    expect(await AddressModel.countDocuments({ userId: customer.user.id })).toBe(MAX_ADDRESSES_PER_CUSTOMER);
  });

  it('when a new address is added as selected, then it is the only selected one', async () => {
    const customer = await freshCustomer();
    await addAddress(t.app, customer.token, { ...addressForm(), selected: true }).expect(200);
    const second = await addAddress(t.app, customer.token, { ...addressForm(), selected: 1 }).expect(200);
    expect(await selectedIds(customer)).toEqual([second.headers['x-address-id']]);
  });

  it('when fields carry MongoDB operators, unknown keys or a price-like extra, then 400 and nothing is stored', async () => {
    const customer = await freshCustomer();
    await addAddress(t.app, customer.token, addressForm({ street: { $gt: '' } })).expect(400);
    await addAddress(t.app, customer.token, addressForm({ userId: customer.user.id })).expect(400);
    await addAddress(t.app, customer.token, addressForm({ buildingName: '' })).expect(400);
    expect(await listAddresses(t.app, customer.token)).toEqual([]);
  });

  it('when nobody is signed in, then 401; a staff token, then 403', async () => {
    await request(t.app).post('/api/address/add').send(addressForm()).expect(401);
    const staff = await createTestAdmin();
    await addAddress(t.app, staff.token, addressForm()).expect(403);
  });
});

describe('GET /api/address/all and /selected', () => {
  it("when a customer has addresses, then they come newest first with the public shape, and never another customer's", async () => {
    const customer = await freshCustomer();
    const other = await freshCustomer();
    await addAddress(t.app, other.token, addressForm()).expect(200);
    const first = await addAddress(t.app, customer.token, addressForm({ buildingName: 'First' })).expect(200);
    const second = await addAddress(t.app, customer.token, addressForm({ buildingName: 'Second', intercom: '' })).expect(200);
    const list = await listAddresses(t.app, customer.token);
    expect(list.map((a) => a.addressId)).toEqual([second.headers['x-address-id'], first.headers['x-address-id']]);
    expect(Object.keys(list[1]!).sort()).toEqual(
      [
        'addressId',
        'apartmentNo',
        'buildingName',
        'city',
        'floor',
        'intercom',
        'latitude',
        'longitude',
        'otherInstructions',
        'selected',
        'street',
        'zip',
      ].sort(),
    );
    expect(list[0]).not.toHaveProperty('intercom');
  });

  it('when none is selected, then GET selected is 404 "No address selected" (never a 500); after a select, the address', async () => {
    const customer = await freshCustomer();
    const none = await request(t.app).get('/api/address/selected?isSelected=true').set(bearer(customer.token)).expect(404);
    expect(none.body).toEqual({ code: 'NOT_FOUND', message: 'No address selected' });
    const added = await addAddress(t.app, customer.token, addressForm()).expect(200);
    await selectAddress(t.app, customer.token, added.headers['x-address-id']!).expect(200, 'Address set as selected successfully');
    const res = await request(t.app).get('/api/address/selected?isSelected=true').set(bearer(customer.token)).expect(200);
    expect(res.body).toMatchObject({ addressId: added.headers['x-address-id'], selected: true });
  });

  it('when isSelected is missing or false, then 400', async () => {
    const customer = await freshCustomer();
    await request(t.app).get('/api/address/selected').set(bearer(customer.token)).expect(400);
    await request(t.app).get('/api/address/selected?isSelected=false').set(bearer(customer.token)).expect(400);
  });
});

describe('POST /api/address/address-selected/:id', () => {
  it("when another customer's address, an unknown id or a malformed one is selected, then 404 'Address not found' and nothing changes", async () => {
    const owner = await freshCustomer();
    const intruder = await freshCustomer();
    const added = await addAddress(t.app, owner.token, { ...addressForm(), selected: 1 }).expect(200);
    const id = added.headers['x-address-id']!;
    expect((await selectAddress(t.app, intruder.token, id).expect(404)).body).toEqual({ code: 'NOT_FOUND', message: 'Address not found' });
    await selectAddress(t.app, intruder.token, '665f1c2e9b1d8c0012345678').expect(404);
    await selectAddress(t.app, intruder.token, 'PIZ_001').expect(404);
    expect(await selectedIds(owner)).toEqual([id]);
  });

  it('when two different addresses are selected at the same moment, many times over, then exactly one is selected', async () => {
    const customer = await freshCustomer();
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await addAddress(t.app, customer.token, addressForm()).expect(200)).headers['x-address-id']!);
    for (let round = 0; round < 5; round += 1) {
      const results = await Promise.all(ids.map((id) => selectAddress(t.app, customer.token, id)));
      expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200]);
      expect(await AddressModel.countDocuments({ userId: customer.user.id, selected: true })).toBe(1);
    }
  });

  it('when code tried to store a second selected address directly, then the unique partial index refuses it', async () => {
    const customer = await freshCustomer();
    await addAddress(t.app, customer.token, { ...addressForm(), selected: 1 }).expect(200);
    const [existing] = await AddressModel.find({ userId: customer.user.id }).lean();
    await expect(AddressModel.create({ ...existing, _id: undefined, dedupeKey: 'another', selected: true })).rejects.toMatchObject({
      code: 11000,
    });
  });
});

describe('DELETE /api/address/:id', () => {
  it('when the selected address is deleted, then none is selected and the others stay', async () => {
    const customer = await freshCustomer();
    const keep = await addAddress(t.app, customer.token, addressForm()).expect(200);
    const gone = await addAddress(t.app, customer.token, { ...addressForm(), selected: 1 }).expect(200);
    await request(t.app)
      .delete(`/api/address/${gone.headers['x-address-id']}`)
      .set(bearer(customer.token))
      .expect(200, 'Address deleted successfully.');
    expect((await listAddresses(t.app, customer.token)).map((a) => a.addressId)).toEqual([keep.headers['x-address-id']]);
    await request(t.app).get('/api/address/selected?isSelected=true').set(bearer(customer.token)).expect(404);
  });

  it("when another customer's address is deleted, then 404 and it stays", async () => {
    const owner = await freshCustomer();
    const intruder = await freshCustomer();
    const added = await addAddress(t.app, owner.token, addressForm()).expect(200);
    await request(t.app).delete(`/api/address/${added.headers['x-address-id']}`).set(bearer(intruder.token)).expect(404);
    expect(await listAddresses(t.app, owner.token)).toHaveLength(1);
  });
});

describe('POST /api/address/validate (public)', () => {
  it('when a point is inside or outside the zone, then valid is true or false', async () => {
    const inside = { street: 'Piac utca', ...pointAt(4999, 300) };
    const outside = { street: 'Far away', ...pointAt(5001, 300) };
    await request(t.app).post('/api/address/validate').send(inside).expect(200, { valid: true });
    await request(t.app).post('/api/address/validate').send(outside).expect(200, { valid: false });
  });

  it('when the coordinates are missing, out of range, text or an operator, then 400 (never valid: false)', async () => {
    const bad = [
      { street: 'Piac utca' },
      { street: 'Piac utca', latitude: 91, longitude: 21 },
      { street: 'Piac utca', latitude: 'north', longitude: 21 },
      { street: 'Piac utca', latitude: { $gt: 0 }, longitude: 21 },
    ];
    for (const body of bad)
      expect((await request(t.app).post('/api/address/validate').send(body).expect(400)).body.message).toEqual(expect.any(String));
  });
});

describe('GET /api/address/suggest (public)', () => {
  const suggest = (q: string) => request(t.app).get('/api/address/suggest').query({ q });

  it("when 'Piac' is typed, then Piac utca comes first, in Debrecen, with coordinates and inside the zone", async () => {
    const res = await suggest('Piac').expect(200);
    expect(res.body[0]).toEqual({
      street: 'Piac utca',
      city: 'Debrecen',
      zip: '4025',
      latitude: 47.5293,
      longitude: 21.6253,
      inZone: true,
    });
  });

  it('when accents are left out, then the street is still found; a street out of town is marked outside the zone', async () => {
    expect((await suggest('szechenyi').expect(200)).body.map((s: { street: string }) => s.street)).toContain('Széchenyi utca');
    const far = (await suggest('Szentgy').expect(200)).body;
    expect(far).toEqual([expect.objectContaining({ street: 'Szentgyörgyfalvi út', inZone: false })]);
  });

  it('when a short query matches many streets, then at most 8 come back; nothing matches, then []', async () => {
    expect((await suggest('u').expect(200)).body).toHaveLength(8);
    await suggest('zzzz').expect(200, []);
  });

  it('when the query is empty or too long, then 400', async () => {
    await suggest('').expect(400);
    // As long as the street field may be (it asks as the customer types), no longer.
    await suggest('x'.repeat(TEXT_LIMITS.street)).expect(200);
    await suggest('x'.repeat(TEXT_LIMITS.street + 1)).expect(400);
    await request(t.app).get('/api/address/suggest').expect(400);
  });
});
