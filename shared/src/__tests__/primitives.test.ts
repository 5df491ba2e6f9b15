import {
  addressCreateRequestSchema,
  addToCartRequestSchema,
  cleanFreeText,
  emailQuerySchema,
  idParamsSchema,
  idSchema,
  nameSchema,
} from '../index';
import { isValid, messagesOf } from './helpers';

describe('idSchema', () => {
  it.each(['PIZ_001', '665f1c2e9b1d8c0012345678', '3f1c9a4e-2b7d-4c1e-9a55-0d3e6f1b2c44'])(
    'when the id is %s (seed, ObjectId, UUID), then it parses',
    (id) => {
      expect(idSchema.parse(id)).toBe(id);
    },
  );

  it.each(['', '$gt', 'a.b', 'a b', 'x'.repeat(65), 5])('when the id is %p, then it is rejected', (id) => {
    expect(isValid(idSchema, id)).toBe(false);
  });

  it('when an id path parameter is bad, then the message says so', () => {
    expect(messagesOf(idParamsSchema, { id: '{"$ne":1}' })).toEqual(['Invalid id']);
  });
});

describe('emailQuerySchema', () => {
  it('when the e-mail is mixed-case, then it is lower-cased for lookups', () => {
    expect(emailQuerySchema.parse({ email: 'Anna@Example.com' })).toEqual({ email: 'anna@example.com' });
  });

  it('when the e-mail is repeated in the query (an array), then it is rejected', () => {
    expect(isValid(emailQuerySchema, { email: ['a@example.com', 'b@example.com'] })).toBe(false);
  });
});

describe('free text (names, addresses, instructions)', () => {
  const RLO = '\u202E';
  const BELL = '\u0007';

  it('when a note carries a right-to-left override and control characters, then they are stripped and the words stay', () => {
    const parsed = addToCartRequestSchema.parse({
      menuItemId: 'PIZ_001',
      quantity: 1,
      extraItemId: '',
      instructions: `No onions${BELL}\r\n${RLO}please ring\u2066 twice\u0000`,
    });
    expect(parsed.instructions).toBe('No onions\nplease ring twice');
  });

  it('when a single-line field gets line breaks and tabs, then they become spaces', () => {
    const parsed = addressCreateRequestSchema.parse({
      street: `Piac utca${RLO}\n12`,
      buildingName: 'Tower\tB',
      apartmentNo: '4',
      floor: '2',
      latitude: 47.53,
      longitude: 21.62,
      otherInstructions: 'Gate code 1234\nthen left',
    });
    expect(parsed).toMatchObject({ street: 'Piac utca 12', buildingName: 'Tower B', otherInstructions: 'Gate code 1234\nthen left' });
  });

  it('when a name is only control characters, then it is empty and refused with the form message', () => {
    expect(messagesOf(nameSchema, `${RLO}${BELL}`)).toEqual(['Name is required']);
  });

  it('when text is ordinary Hungarian, then nothing changes', () => {
    expect(cleanFreeText('Árvíztűrő tükörfúrógép – 2. em. 5.')).toBe('Árvíztűrő tükörfúrógép – 2. em. 5.');
  });
});
