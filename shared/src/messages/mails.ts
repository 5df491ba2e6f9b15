import type { KnownCancelReason } from '../cancel-reasons';
import type { OrderType, PaymentMethod, Size } from '../constants';
import type { Language } from '../language';

/*
 * Every word of the order mails, in English and in Hungarian (formal 'Ön', as the shop's interface),
 * beside the server's other messages (./hu) so that a translator edits one folder.
 * One object per language with the same keys (the type makes a missing one a compile error).
 */

export interface MailCopy {
  hello(name: string): string;
  followOrder: string;
  labels: {
    orderNumber: string;
    pickupAt: string;
    deliverTo: string;
    payment: string;
    expected: string;
    reason: string;
    note: string;
    /** Before a line's allergens in words (docs/product/mails.md). */
    allergens: string;
    /** The highlighted box with the customer's allergy note. */
    allergyNote: string;
    /** The billing details of a customer who asked for an invoice (docs/product/ordering.md#invoice). */
    invoice: string;
  };
  summary: string;
  items: string;
  fees: { deliveryFee: string; serviceFee: string; bottleDeposit: string; total: string };
  /** The discount line between the fees and the total, naming the code (docs/product/promo-codes.md). */
  discount(code: string): string;
  sizes: Record<Size, string>;
  payment: Record<OrderType, Record<PaymentMethod, string>>;
  addressParts: { floor(value: string): string; apartment(value: string): string; intercom(value: string): string };
  placed: {
    subject(seq: string): string;
    title: string;
    body: string;
    /** An order for later: its slot (shared slotWhen, "Saturday 19:30"), then what happens until then. */
    scheduledFor(when: string): string;
    scheduledBody: string;
  };
  accepted: { subject(seq: string): string; title: string; body: string; eta: Record<OrderType, (time: string) => string> };
  ready: Record<OrderType, { subject(seq: string): string; title: string; body(place: string): string }>;
  delivered: Record<OrderType, { subject(seq: string): string; title: string; body: string }>;
  cancelled: {
    subject(seq: string): string;
    title: string;
    byCustomer: string;
    byShop: string;
    notConfirmed: string;
    /** Staff's reasons (shared cancel-reasons.ts), in the customer's words. */
    reasons: Record<Exclude<KnownCancelReason, 'not-confirmed'>, string>;
  };
  /** A loyalty reward a finished order earned (docs/product/promo-codes.md#loyalty-reward): the code and how to use it. */
  reward: {
    subject(seq: string): string;
    title: string;
    body(seq: string): string;
    code: string;
    amount: string;
    validUntil: string;
    howTo: string;
    button: string;
  };
  footnote: { always: string; optional(accountUrl: string): string };
}

const en: MailCopy = {
  hello: (name) => `Hi ${name},`,
  followOrder: 'Follow your order',
  labels: {
    orderNumber: 'Order number',
    pickupAt: 'Pick up at',
    deliverTo: 'Delivery address',
    payment: 'Payment',
    expected: 'Expected at',
    reason: 'Reason',
    note: 'The restaurant wrote',
    allergens: 'Allergens',
    allergyNote: 'Your allergy note to the kitchen',
    invoice: 'Invoice to',
  },
  summary: 'Your order',
  items: 'Items',
  fees: { deliveryFee: 'Delivery fee', serviceFee: 'Service fee', bottleDeposit: 'Bottle deposit', total: 'Total' },
  discount: (code) => `Code ${code}`,
  sizes: { REGULAR: 'Regular', MEDIUM: 'Medium', LARGE: 'Large' },
  payment: {
    DELIVERY: { CASH: 'Cash to the courier', CARD: 'Card to the courier' },
    PICKUP: { CASH: 'Cash at pickup', CARD: 'Card at pickup' },
  },
  addressParts: { floor: (v) => `floor ${v}`, apartment: (v) => `apartment ${v}`, intercom: (v) => `intercom ${v}` },
  placed: {
    subject: (seq) => `${seq}: we have your order`,
    title: 'Thank you, we have your order',
    body: 'Your order is with the kitchen now. We will e-mail you again as soon as they accept it.',
    scheduledFor: (when) => `Scheduled for ${when}`,
    scheduledBody: 'The kitchen will start on it in time for then. We will e-mail you again as soon as they accept it.',
  },
  accepted: {
    subject: (seq) => `${seq} is being prepared`,
    title: 'The kitchen is preparing your order',
    body: 'Good news: the kitchen has accepted your order and started on it.',
    eta: { PICKUP: (time) => `It should be ready at about ${time}.`, DELIVERY: (time) => `It should arrive at about ${time}.` },
  },
  ready: {
    DELIVERY: {
      subject: (seq) => `${seq} is on its way`,
      title: 'Your order is on its way',
      body: (place) => `Our courier has left with your order for ${place}.`,
    },
    PICKUP: {
      subject: (seq) => `${seq} is ready for pickup`,
      title: 'Your order is ready for pickup',
      body: (place) => `Come and collect it at ${place}.`,
    },
  },
  delivered: {
    DELIVERY: {
      subject: (seq) => `Thank you for your order (${seq})`,
      title: 'Enjoy your meal!',
      body: 'Your order has been delivered. Thank you for ordering from Pizza Point; we hope it tastes great.',
    },
    PICKUP: {
      subject: (seq) => `Thank you for your order (${seq})`,
      title: 'Enjoy your meal!',
      body: 'You have collected your order. Thank you for ordering from Pizza Point; we hope it tastes great.',
    },
  },
  cancelled: {
    subject: (seq) => `${seq} has been cancelled`,
    title: 'Your order has been cancelled',
    byCustomer: 'You cancelled this order. Nothing more is needed from you.',
    byShop: 'We are sorry: the restaurant had to cancel your order.',
    notConfirmed: 'The restaurant did not confirm your order in time, so it was cancelled automatically. Nothing will be charged.',
    reasons: {
      'sold-out': 'Something in your order is sold out.',
      'too-busy': 'The kitchen is too busy right now.',
      'outside-hours': 'The restaurant is not open at that time.',
      'address-problem': 'There is a problem with the delivery address.',
    },
  },
  reward: {
    subject: (seq) => `You have earned a reward (${seq})`,
    title: 'You have earned a reward',
    body: (seq) => `Thank you for coming back: your order ${seq} has earned you a reward.`,
    code: 'Your code',
    amount: 'Worth',
    validUntil: 'Valid until',
    howTo:
      'To use it, enter the code in the Promo code field at checkout, under your items. It is yours only and works once, on one order of any kind.',
    button: 'See your rewards',
  },
  footnote: {
    always: 'You receive this e-mail because you ordered at Pizza Point.',
    optional: (url) => `You can turn off the "ready" and "thank you" e-mails in your account settings: ${url}`,
  },
};

const hu: MailCopy = {
  hello: (name) => `Kedves ${name}!`,
  followOrder: 'Rendelés követése',
  labels: {
    orderNumber: 'Rendelésszám',
    pickupAt: 'Átvétel helye',
    deliverTo: 'Szállítási cím',
    payment: 'Fizetés',
    expected: 'Várható időpont',
    reason: 'Indok',
    note: 'Az étterem üzenete',
    allergens: 'Allergének',
    allergyNote: 'Allergiával kapcsolatos üzenete a konyhának',
    invoice: 'Számlázási adatok',
  },
  summary: 'Az Ön rendelése',
  items: 'Tételek',
  fees: { deliveryFee: 'Kiszállítási díj', serviceFee: 'Szolgáltatási díj', bottleDeposit: 'Palackbetét', total: 'Végösszeg' },
  discount: (code) => `Kedvezmény (${code})`,
  sizes: { REGULAR: 'Normál', MEDIUM: 'Közepes', LARGE: 'Nagy' },
  payment: {
    DELIVERY: { CASH: 'Készpénz a futárnak', CARD: 'Bankkártya a futárnál' },
    PICKUP: { CASH: 'Készpénz átvételkor', CARD: 'Bankkártya átvételkor' },
  },
  addressParts: { floor: (v) => `${v}. emelet`, apartment: (v) => `${v}. ajtó`, intercom: (v) => `kapucsengő: ${v}` },
  placed: {
    subject: (seq) => `Megkaptuk a rendelését: ${seq}`,
    title: 'Köszönjük, megkaptuk a rendelését',
    body: 'A rendelése már a konyhán van. Amint elfogadták, újra írunk.',
    scheduledFor: (when) => `Időpont: ${when}`,
    scheduledBody: 'A konyha időben nekilát. Amint elfogadták a rendelését, újra írunk.',
  },
  accepted: {
    subject: (seq) => `Készül a rendelése: ${seq}`,
    title: 'A konyha már készíti a rendelését',
    body: 'Jó hír: a konyha elfogadta a rendelését, és nekilátott.',
    eta: { PICKUP: (time) => `Várható elkészülés: ${time}.`, DELIVERY: (time) => `Várható érkezés: ${time}.` },
  },
  ready: {
    DELIVERY: {
      subject: (seq) => `Úton van a rendelése: ${seq}`,
      title: 'Úton van a rendelése',
      body: (place) => `Futárunk elindult a rendelésével ide: ${place}.`,
    },
    PICKUP: {
      subject: (seq) => `Átvehető a rendelése: ${seq}`,
      title: 'Átvehető a rendelése',
      body: (place) => `Várjuk az üzletben: ${place}.`,
    },
  },
  delivered: {
    DELIVERY: {
      subject: (seq) => `Köszönjük a rendelést: ${seq}`,
      title: 'Jó étvágyat!',
      body: 'Kiszállítottuk a rendelését. Köszönjük, hogy a Pizza Pointot választotta!',
    },
    PICKUP: {
      subject: (seq) => `Köszönjük a rendelést: ${seq}`,
      title: 'Jó étvágyat!',
      body: 'Átvette a rendelését. Köszönjük, hogy a Pizza Pointot választotta!',
    },
  },
  cancelled: {
    subject: (seq) => `A rendelése törölve: ${seq}`,
    title: 'A rendelés törölve',
    byCustomer: 'Ön lemondta ezt a rendelést. Nincs további teendője.',
    byShop: 'Sajnáljuk, de az étteremnek le kellett mondania a rendelését.',
    notConfirmed: 'Az étterem nem igazolta vissza időben a rendelését, ezért automatikusan töröltük. Semmit nem kell fizetnie.',
    reasons: {
      'sold-out': 'A rendelés valamelyik tétele elfogyott.',
      'too-busy': 'A konyha most túlterhelt.',
      'outside-hours': 'Az étterem ekkor nincs nyitva.',
      'address-problem': 'Gond van a szállítási címmel.',
    },
  },
  reward: {
    subject: (seq) => `Jutalmat kapott: ${seq}`,
    title: 'Jutalmat kapott',
    body: (seq) => `Köszönjük, hogy visszatér hozzánk: ${seq} rendelésével jutalmat szerzett.`,
    code: 'Az Ön kódja',
    amount: 'Értéke',
    validUntil: 'Érvényes eddig',
    howTo:
      'Felhasználásához adja meg a kódot a pénztárnál, a tételek alatti Promóciós kód mezőben. Csak az Öné, és egyszer, egy tetszőleges rendelésnél használható.',
    button: 'Jutalmaim megtekintése',
  },
  footnote: {
    always: 'Ezt a levelet azért kapta, mert a Pizza Pointnál rendelt.',
    optional: (url) => `Az „átvehető” és a „köszönjük” leveleket kikapcsolhatja a fiókja beállításaiban: ${url}`,
  },
};

export const MAIL_COPY: Record<Language, MailCopy> = { en, hu };
