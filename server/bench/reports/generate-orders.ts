/**
 * A year of a busy shop's orders for the reports' benchmarks (docs/performance/reports.md): customers
 * with names, e-mails and phone numbers, and orders placed over the days before `endDay` at lunch and
 * dinner (Budapest time), with lines of the seed menu and add-ons, both services and payments, and
 * the statuses and history the shop writes (accepted, ready or delivered by or after the estimate,
 * rejected, cancelled after acceptance, cancelled by the server). Written straight through the
 * models in batches (insertMany), the way the shop stores them; the same seed gives the same data.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { budapestInstant } from '@pizza/shared';
import { Types } from 'mongoose';

import { REPO_ROOT } from '../../src/lib/paths';
import { customerSearchFields } from '../../src/modules/orders/search/search-fields';
import { OrderModel, UserModel } from '../../src/test/stored-records';

interface SeedItem {
  id: string;
  name: string;
  category: string;
  size: string;
  price: number;
  translations?: { hu?: { name?: string } };
  extraIds?: string[];
}
interface SeedExtra {
  id: string;
  name: string;
  price: number;
  translations?: { hu?: { name?: string } };
}

export interface GenerateOptions {
  orders: number;
  customers: number;
  /** The last day with orders (YYYY-MM-DD, Budapest); the orders cover `days` days up to it. */
  endDay: string;
  days: number;
  seed?: number;
  batchSize?: number;
}

export interface Generated {
  orders: number;
  customers: number;
  /** A few customers' phone numbers and names as stored on their orders, for search measurements. */
  samplePhones: string[];
  sampleNames: string[];
}

const MINUTE = 60_000;
const DAY_MS = 86_400_000;

/** A small seeded generator (mulberry32): the same seed, the same year. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST = [
  'Anna',
  'Bence',
  'Csilla',
  'Dániel',
  'Eszter',
  'Ferenc',
  'Gábor',
  'Hajnalka',
  'István',
  'Judit',
  'Kata',
  'László',
  'Márton',
  'Nóra',
  'Ödön',
  'Péter',
  'Réka',
  'Sándor',
  'Tímea',
  'Zsófia',
];
const LAST = [
  'Kovács',
  'Szabó',
  'Tóth',
  'Nagy',
  'Horváth',
  'Varga',
  'Kiss',
  'Molnár',
  'Németh',
  'Farkas',
  'Balogh',
  'Papp',
  'Takács',
  'Juhász',
  'Lakatos',
  'Mészáros',
  'Oláh',
  'Simon',
  'Rácz',
  'Fekete',
];

/** Weights of the Budapest hours an order is placed in: lunch and dinner, a little at night. */
const HOUR_WEIGHTS = [1, 0.5, 0.2, 0, 0, 0, 0, 0.2, 0.5, 1, 2, 6, 9, 7, 3, 2, 3, 6, 10, 11, 8, 5, 3, 2];

function pickWeighted(weights: number[], r: number): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let left = r * total;
  for (const [i, w] of weights.entries()) {
    left -= w;
    if (left < 0) return i;
  }
  return weights.length - 1;
}

const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

function readMenu(): { items: SeedItem[]; extras: Map<string, SeedExtra> } {
  const seed = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'server/src/modules/menu/seed-data/menu-seed.json'), 'utf8')) as {
    menuItems: SeedItem[];
    extras: SeedExtra[];
  };
  return { items: seed.menuItems, extras: new Map(seed.extras.map((extra) => [extra.id, extra])) };
}

export async function generateOrders(options: GenerateOptions): Promise<Generated> {
  const { orders, customers, endDay, days, seed = 42, batchSize = 2000 } = options;
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const { items, extras } = readMenu();
  const dishes = items.filter((item) => item.category !== 'DRINKS');
  const drinks = items.filter((item) => item.category === 'DRINKS');

  const people = Array.from({ length: customers }, (_, i) => ({
    _id: new Types.ObjectId(),
    name: `${pick(LAST)} ${pick(FIRST)}`,
    email: `bench-customer-${i}@example.com`,
    phone: `+3630${String(1_000_000 + i * 37).padStart(7, '0')}`,
  }));
  for (let i = 0; i < people.length; i += batchSize) {
    await UserModel.insertMany(
      people.slice(i, i + batchSize).map((person) => ({ ...person, passwordHash: 'bench-user-without-a-password', role: 'USER' })),
      { ordered: false },
    );
  }

  // Weekends are busier; each order takes a day by weight, a customer by a skewed pick (regulars order often).
  const dayList = Array.from({ length: days }, (_, i) => dayBefore(endDay, days - 1 - i));
  const dayWeights = dayList.map((day) => ([0, 5, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) ? 1.4 : 1));
  const sequence = new Map<string, number>();
  let written = 0;
  let batch: Record<string, unknown>[] = [];
  for (let n = 0; n < orders; n += 1) {
    const day = dayList[pickWeighted(dayWeights, next())]!;
    const hour = pickWeighted(HOUR_WEIGHTS, next());
    const placedAt = new Date(budapestInstant(day, `${String(hour).padStart(2, '0')}:00`).getTime() + Math.floor(next() * 60 * MINUTE));
    const customer = people[Math.floor(people.length * next() ** 2)]!;
    const orderType = next() < 0.55 ? 'DELIVERY' : 'PICKUP';
    const lines = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
      const item = next() < 0.75 ? pick(dishes) : pick(drinks);
      const chosen = (item.extraIds ?? []).filter(() => next() < 0.08).flatMap((id) => (extras.has(id) ? [extras.get(id)!] : []));
      const quantity = 1 + Math.floor(next() ** 3 * 3);
      return {
        menuItemId: item.id,
        name: item.name,
        size: item.size,
        category: item.category,
        quantity,
        pricePerItem: item.price + chosen.reduce((sum, extra) => sum + extra.price, 0),
        extras: chosen.map((extra) => ({
          extraId: extra.id,
          name: extra.name,
          price: extra.price,
          translations: { hu: { name: extra.translations?.hu?.name ?? extra.name } },
        })),
        translations: { hu: { name: item.translations?.hu?.name ?? item.name } },
      };
    });
    const itemsTotal = lines.reduce((sum, line) => sum + line.pricePerItem * line.quantity, 0);
    const bottles = lines.filter((line) => line.category === 'DRINKS').reduce((sum, line) => sum + line.quantity, 0);
    const deliveryFee = orderType === 'DELIVERY' ? (hour < 12 ? 799 : 599) : 0;
    const fees = { deliveryFee, serviceFee: 150, bottleDepositFee: bottles * 50 };
    const at = (minutes: number) => new Date(placedAt.getTime() + minutes * MINUTE);
    const history: Array<{ status: string; at: Date; by: string }> = [{ status: 'PLACED', at: placedAt, by: String(customer._id) }];
    const staff = 'bench-staff';
    const fate = next();
    const acceptAfter = 0.5 + next() ** 2 * 9;
    const promised = 25 + Math.floor(next() * 4) * 5 + (orderType === 'DELIVERY' ? 15 : 0);
    const estimate = at(acceptAfter + promised);
    let status: string;
    let estimates = {};
    let cancelReason: string | undefined;
    if (fate < 0.03) {
      status = 'CANCELLED';
      history.push({ status, at: at(1 + next() * 5), by: staff });
      cancelReason = 'we are too busy right now';
    } else if (fate < 0.045) {
      status = 'CANCELLED';
      history.push({ status, at: at(15), by: 'system' });
      cancelReason = 'nobody could accept it in time';
    } else {
      history.push({ status: 'PREPARING', at: at(acceptAfter), by: staff });
      estimates = orderType === 'PICKUP' ? { estimatedReadyAt: estimate } : { estimatedDeliveryAt: estimate };
      const done = at(acceptAfter + promised + (next() - 0.75) * 20);
      if (fate < 0.065) {
        status = 'CANCELLED';
        history.push({ status, at: at(acceptAfter + 5), by: staff });
        cancelReason = 'something in the order is sold out';
      } else if (orderType === 'PICKUP') {
        status = 'COMPLETED';
        history.push({ status: 'READY_FOR_PICKUP', at: done, by: staff }, { status, at: at(acceptAfter + promised + 10), by: staff });
      } else {
        status = 'DELIVERED';
        history.push({ status: 'OUT_FOR_DELIVERY', at: at(acceptAfter + promised - 15), by: staff }, { status, at: done, by: staff });
      }
    }
    const orderSequence = (sequence.get(day) ?? 0) + 1;
    sequence.set(day, orderSequence);
    batch.push({
      orderId: randomUUID(),
      userId: customer._id,
      status,
      orderType,
      paymentMethod: next() < 0.6 ? 'CASH' : 'CARD',
      orderSequence,
      sequenceDay: day,
      items: lines,
      totalCartAmount: itemsTotal,
      ...fees,
      totalPrice: itemsTotal + fees.deliveryFee + fees.serviceFee + fees.bottleDepositFee,
      // With the fields the order search matches on, as placement writes them.
      customer: { name: customer.name, phone: customer.phone, ...customerSearchFields(customer) },
      ...(orderType === 'DELIVERY'
        ? { address: { street: 'Piac utca', buildingName: String(1 + (n % 80)), city: 'Debrecen', zip: '4025' }, driveMinutes: 10 }
        : {}),
      statusHistory: history,
      placedAt,
      ...estimates,
      ...(cancelReason ? { cancelReason } : {}),
    });
    if (batch.length === batchSize) {
      await OrderModel.insertMany(batch, { ordered: false });
      written += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) await OrderModel.insertMany(batch, { ordered: false });
  written += batch.length;
  return {
    orders: written,
    customers: people.length,
    samplePhones: people.slice(0, 20).map((person) => person.phone),
    sampleNames: people.slice(0, 20).map((person) => person.name),
  };
}
