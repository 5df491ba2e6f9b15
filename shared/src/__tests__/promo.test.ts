import { budapestInstant } from '../hours';
import { moneyParam } from '../messages/params';
import { eligibleLines, inPromoWindow, judgePromo, type PromoContext, promoDiscount, whenParam, windowsParam } from '../promo';
import { normalizePromoCode, type PromoRules, promoRulesSchema } from '../schemas/promo';

const rules = (overrides: Partial<PromoRules> = {}): PromoRules => ({
  description: '',
  kind: 'fixed',
  amount: 500,
  minSubtotal: 0,
  windows: [],
  service: 'ANY',
  firstOrderOnly: false,
  categories: [],
  menuItemIds: [],
  discountsFees: false,
  active: true,
  ...overrides,
});

const pizza = { menuItemId: 'pizza-1', category: 'Pizza', totalPrice: 3000 };
const drink = { menuItemId: 'drink-1', category: 'Drinks', totalPrice: 1000 };
const fees = { bottleDepositFee: 50, serviceFee: 200, deliveryFee: 500 };
// A Wednesday, 12:00 in Budapest.
const noon = budapestInstant('2026-06-10', '12:00');
const context = (overrides: Partial<PromoContext> = {}): PromoContext => ({
  lines: [pizza, drink],
  orderType: 'DELIVERY',
  fees,
  now: noon,
  priorOrders: 0,
  used: 0,
  usedByCustomer: 0,
  ...overrides,
});

describe('judgePromo: the checks in the order of docs/product/promo-codes.md', () => {
  it('when a code passes every check, then it applies with its discount', () => {
    expect(judgePromo('X', rules(), context())).toEqual({ ok: true, discount: 500 });
  });

  it('when a code is switched off, then inactive comes first, before a validity it also fails', () => {
    const verdict = judgePromo('X', rules({ active: false, validUntil: '2020-01-01T00:00:00.000Z' }), context());
    expect(verdict).toMatchObject({ ok: false, refusal: 'inactive', params: { code: 'X' } });
  });

  it('when the validity has not started, then notYet names when it starts in both languages', () => {
    const validFrom = budapestInstant('2026-12-01', '00:00').toISOString();
    const verdict = judgePromo('XMAS', rules({ validFrom, windows: [{ days: ['Sunday'], from: '01:00', to: '02:00' }] }), context());
    expect(verdict).toEqual({ ok: false, refusal: 'notYet', params: { code: 'XMAS', when: whenParam(new Date(validFrom)) } });
  });

  it('when the validity ended (its end instant included), then expired, before the window', () => {
    const validUntil = noon.toISOString();
    const verdict = judgePromo('S', rules({ validUntil, windows: [{ days: ['Sunday'], from: '01:00', to: '02:00' }] }), context());
    expect(verdict).toMatchObject({ ok: false, refusal: 'expired' });
    expect(judgePromo('S', rules({ validUntil: new Date(noon.getTime() + 1).toISOString() }), context()).ok).toBe(true);
  });

  it('when outside every window, then outsideWindow names the windows, before the service', () => {
    const windows = [{ days: ['Monday', 'Tuesday'] as PromoRules['windows'][number]['days'], from: '11:00', to: '14:00' }];
    const verdict = judgePromo('L', rules({ windows, service: 'PICKUP' }), context());
    expect(verdict).toEqual({ ok: false, refusal: 'outsideWindow', params: { code: 'L', windows: windowsParam(windows) } });
  });

  it('when the service does not match, then pickupOnly or deliveryOnly, before the first-order rule', () => {
    expect(judgePromo('P', rules({ service: 'PICKUP', firstOrderOnly: true }), context({ priorOrders: 2 }))).toMatchObject({
      refusal: 'pickupOnly',
    });
    expect(judgePromo('D', rules({ service: 'DELIVERY' }), context({ orderType: 'PICKUP' }))).toMatchObject({ refusal: 'deliveryOnly' });
    expect(judgePromo('D', rules({ service: 'DELIVERY' }), context()).ok).toBe(true);
  });

  it('when first orders only and the customer has ordered, then firstOrderOnly, before the uses', () => {
    const verdict = judgePromo('W', rules({ firstOrderOnly: true, totalUses: 1 }), context({ priorOrders: 1, used: 1 }));
    expect(verdict).toMatchObject({ refusal: 'firstOrderOnly' });
    expect(judgePromo('W', rules({ firstOrderOnly: true }), context()).ok).toBe(true);
  });

  it('when all uses are taken, then usedUp, before the customer’s own uses', () => {
    expect(judgePromo('L', rules({ totalUses: 3, usesPerCustomer: 1 }), context({ used: 3, usedByCustomer: 1 }))).toMatchObject({
      refusal: 'usedUp',
    });
    expect(judgePromo('L', rules({ totalUses: 3 }), context({ used: 2 })).ok).toBe(true);
  });

  it('when the customer used their share, then usedByYou, before the cart checks', () => {
    const verdict = judgePromo('W', rules({ usesPerCustomer: 2, minSubtotal: 99_999 }), context({ usedByCustomer: 2 }));
    expect(verdict).toMatchObject({ refusal: 'usedByYou' });
    expect(judgePromo('W', rules({ usesPerCustomer: 2 }), context({ usedByCustomer: 1 })).ok).toBe(true);
  });

  it('when the dishes are below the minimum (fees do not count), then minSubtotal names the amount, before the eligible lines', () => {
    const verdict = judgePromo('B', rules({ minSubtotal: 4001, categories: ['Dessert'] }), context());
    expect(verdict).toEqual({ ok: false, refusal: 'minSubtotal', params: { code: 'B', amount: moneyParam(4001) } });
    expect(moneyParam(4001).hu.replace(/\s/g, ' ')).toBe('4 001 Ft');
    expect(judgePromo('B', rules({ minSubtotal: 4000 }), context()).ok).toBe(true);
  });

  it('when no line is of its categories or dishes, then noEligibleItems', () => {
    expect(judgePromo('P', rules({ categories: ['Dessert'], menuItemIds: ['cake-9'] }), context())).toMatchObject({
      refusal: 'noEligibleItems',
    });
  });
});

describe('promoDiscount', () => {
  it('when fixed, then the amount, at most the lines it applies to', () => {
    expect(promoDiscount(rules({ amount: 700 }), [pizza, drink], fees)).toBe(700);
    expect(promoDiscount(rules({ amount: 100_000 }), [pizza, drink], fees)).toBe(4000);
  });

  it('when the code discounts fees, then the fees join the base; otherwise never', () => {
    expect(promoDiscount(rules({ amount: 100_000, discountsFees: true }), [pizza, drink], fees)).toBe(4750);
    expect(promoDiscount(rules({ kind: 'percent', amount: 100 }), [pizza, drink], fees)).toBe(4000);
    expect(promoDiscount(rules({ kind: 'percent', amount: 10, discountsFees: true }), [pizza, drink], fees)).toBe(475);
  });

  it('when percent, then rounded to whole forint, at most the cap', () => {
    expect(promoDiscount(rules({ kind: 'percent', amount: 15 }), [{ ...pizza, totalPrice: 2990 }], fees)).toBe(449); // 448.5
    expect(promoDiscount(rules({ kind: 'percent', amount: 15 }), [{ ...pizza, totalPrice: 2970 }], fees)).toBe(446); // 445.5
    expect(promoDiscount(rules({ kind: 'percent', amount: 50, maxDiscount: 1200 }), [pizza, drink], fees)).toBe(1200);
    expect(promoDiscount(rules({ kind: 'percent', amount: 20, maxDiscount: 1200 }), [pizza, drink], fees)).toBe(800);
  });

  it('when limited to a category or a dish, then only those lines count', () => {
    expect(promoDiscount(rules({ kind: 'percent', amount: 10, categories: ['Pizza'] }), [pizza, drink], fees)).toBe(300);
    expect(promoDiscount(rules({ kind: 'percent', amount: 10, menuItemIds: ['drink-1'] }), [pizza, drink], fees)).toBe(100);
    expect(promoDiscount(rules({ amount: 5000, menuItemIds: ['drink-1'] }), [pizza, drink], fees)).toBe(1000);
    expect(eligibleLines(rules({ categories: ['Pizza'], menuItemIds: ['drink-1'] }), [pizza, drink])).toEqual([pizza, drink]);
    expect(eligibleLines(rules(), [pizza])).toEqual([pizza]);
  });
});

describe('inPromoWindow, Budapest time', () => {
  const lunch = [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as PromoRules['windows'][number]['days'], from: '11:00', to: '14:00' },
  ];

  it('when no windows, then any time', () => {
    expect(inPromoWindow([], noon)).toBe(true);
  });

  it('when on a listed day, then from the start up to (not including) the end', () => {
    expect(inPromoWindow(lunch, budapestInstant('2026-06-10', '11:00'))).toBe(true);
    expect(inPromoWindow(lunch, budapestInstant('2026-06-10', '13:59'))).toBe(true);
    expect(inPromoWindow(lunch, budapestInstant('2026-06-10', '14:00'))).toBe(false);
    expect(inPromoWindow(lunch, budapestInstant('2026-06-10', '15:00'))).toBe(false);
    expect(inPromoWindow(lunch, budapestInstant('2026-06-10', '10:59'))).toBe(false);
    expect(inPromoWindow(lunch, budapestInstant('2026-06-13', '12:00'))).toBe(false); // Saturday
  });

  it('when the clocks go forward (Sunday 29 March 2026), then the window follows Budapest time, not UTC', () => {
    const sunday = [{ days: ['Sunday'] as PromoRules['windows'][number]['days'], from: '11:00', to: '14:00' }];
    // 09:30 UTC is 11:30 in summer time (UTC+2) on the change day, but 10:30 a week before (UTC+1).
    expect(inPromoWindow(sunday, new Date('2026-03-29T09:30:00Z'))).toBe(true);
    expect(inPromoWindow(sunday, new Date('2026-03-22T09:30:00Z'))).toBe(false);
    // Budapest's day, not UTC's: 23:30 UTC on Saturday is already Sunday 00:30 there.
    const early = [{ days: ['Sunday'] as PromoRules['windows'][number]['days'], from: '00:00', to: '01:00' }];
    expect(inPromoWindow(early, new Date('2026-03-28T23:30:00Z'))).toBe(true);
  });
});

describe('the sentences’ parameters', () => {
  it('when windows are listed, then runs of three or more days are a range, in English and Hungarian', () => {
    expect(
      windowsParam([
        { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], from: '11:00', to: '14:00' },
        { days: ['Saturday', 'Sunday'], from: '12:00', to: '15:00' },
        { days: ['Monday', 'Wednesday', 'Thursday', 'Friday'], from: '18:00', to: '20:00' },
      ]),
    ).toEqual({
      en: 'Mon–Fri 11:00–14:00; Sat, Sun 12:00–15:00; Mon, Wed–Fri 18:00–20:00',
      hu: 'H–P 11:00–14:00; Szo, V 12:00–15:00; H, Sze–P 18:00–20:00',
    });
    expect(
      windowsParam([{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], from: '11:00', to: '14:00' }]),
    ).toEqual({
      en: 'every day 11:00–14:00',
      hu: 'minden nap 11:00–14:00',
    });
  });

  it('when a moment is named, then in Budapest time in each language', () => {
    expect(whenParam(budapestInstant('2026-08-31', '23:59'))).toEqual({ en: '31 August 2026 at 23:59', hu: '2026. augusztus 31. 23:59' });
  });
});

describe('the code text', () => {
  it('when a code is typed in any case with spaces around, then it is upper-case and trimmed', () => {
    expect(normalizePromoCode('  lunch20 ')).toBe('LUNCH20');
  });

  it('when rules break a limit, then the schema refuses them with the reason', () => {
    const parse = (overrides: Partial<PromoRules>) => promoRulesSchema.safeParse(rules(overrides));
    expect(parse({ kind: 'percent', amount: 150 }).error?.issues[0]?.message).toBe('A percentage is between 1 and 100.');
    expect(parse({ maxDiscount: 100 }).error?.issues[0]?.message).toBe('A cap is for percentage codes only.');
    expect(parse({ validFrom: '2026-02-01T00:00:00.000Z', validUntil: '2026-01-01T00:00:00.000Z' }).error?.issues[0]?.message).toBe(
      'The end of validity must be after its start.',
    );
  });
});
