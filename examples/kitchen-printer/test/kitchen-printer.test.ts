/**
 * The printer against the real shop (the app and the Socket.IO channel on the embedded database, on
 * a port), run as a child process as a kitchen would run it, killed with SIGKILL while orders flow.
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Order } from '@pizza/shared';
import { bearer, type ProcessGroup, startGroup, until } from '@pizza/test-kit';
import request from 'supertest';

import { REPO_ROOT } from '../../../server/src/lib/paths';
import { placeOrder } from '../../../server/src/realtime/__tests__/helpers';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../server/src/test/auth';
import { placeScheduledOrder } from '../../../server/src/test/scheduled-fixture';
import { startTestShop, type TestShop } from '../../../server/src/test/test-shop';

jest.setTimeout(240_000);

const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const MAIN = path.join(REPO_ROOT, 'examples/kitchen-printer/src/main.ts');
/** Small, so a printer that was down for a while is told resync-required and catches up over HTTP. */
const REPLAY_LIMIT = 8;

let shop: TestShop;
let key: string;
let workDir: string;

beforeAll(async () => {
  shop = await startTestShop({ env: { SOCKET_REPLAY_LIMIT: String(REPLAY_LIMIT) } });
  const staff = await createTestAdmin();
  key = (
    await request(shop.app)
      .post('/api/integrations/keys')
      .set(bearer(staff.token))
      .send({ name: 'Kitchen printer', scopes: ['events', 'orders'] })
      .expect(201)
  ).body.key as string;
});

afterAll(async () => {
  await shop.close();
});

beforeEach(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitchen-printer-'));
});

afterEach(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

const outDir = () => path.join(workDir, 'tickets');
const stateFile = () => path.join(workDir, 'state', 'printer.json');

type PrinterProcess = Pick<ProcessGroup, 'child' | 'output' | 'kill9'> & { stop(): Promise<void> };

const running: PrinterProcess[] = [];
afterEach(async () => {
  for (const printer of running.splice(0)) await printer.kill9();
});

/** `npx tsx examples/kitchen-printer/src/main.ts` in its own process group (tsx and the node it starts). */
function startPrinterProcess(env: Record<string, string> = {}): PrinterProcess {
  const group = startGroup(TSX, [MAIN], {
    cwd: workDir,
    env: {
      SHOP_URL: shop.url,
      SHOP_API_KEY: key,
      PRINTER_OUT_DIR: outDir(),
      PRINTER_STATE_FILE: stateFile(),
      PRINTER_START: 'beginning',
      ...env,
    },
  });
  const printer: PrinterProcess = { child: group.child, output: group.output, kill9: group.kill9, stop: () => group.stop() };
  running.push(printer);
  return printer;
}

const ticketFiles = () => (fs.existsSync(outDir()) ? fs.readdirSync(outDir()).filter((name) => name.endsWith('.txt')) : []);
/** The printer starts at the log's current end (as after an earlier run): what other tests logged is not its business. */
async function checkpointAtLogEnd(): Promise<void> {
  fs.mkdirSync(path.dirname(stateFile()), { recursive: true });
  fs.writeFileSync(stateFile(), JSON.stringify({ lastSeq: await shop.deps.events.latestSeq() }));
}

const savedSeq = () => (JSON.parse(fs.readFileSync(stateFile(), 'utf8')) as { lastSeq: number }).lastSeq;

/** Orders placed ahead of the printed tickets: more than REPLAY_LIMIT, so a restart is sometimes told resync-required. */
const AHEAD = 12;

/** Places orders through the API until stopped: two pickup customers and one with a delivery address. */
function placeOrdersContinuously() {
  const placed: Order[] = [];
  let stopping = false;
  const customer = async (type: 'PICKUP' | 'DELIVERY') => {
    const person: TestPrincipal = await createTestCustomer();
    if (type === 'DELIVERY') {
      await request(shop.app)
        .post('/api/address/add')
        .set(bearer(person.token))
        .send({ street: 'Piac utca', buildingName: '10', intercom: '21', latitude: 47.5293, longitude: 21.6253, selected: true })
        .expect(200);
    }
    for (;;) {
      // Paced by the printer, not by time: at most AHEAD orders without a ticket (more while it is down).
      await until(() => stopping || placed.length - ticketFiles().length < AHEAD, 'room for another order', 120_000);
      if (stopping) return;
      placed.push(await placeOrder(shop.app, person, type));
    }
  };
  const done = Promise.all([customer('PICKUP'), customer('PICKUP'), customer('DELIVERY')]);
  return {
    placed,
    async stop() {
      stopping = true;
      await done;
    },
  };
}

describe('kitchen printer', () => {
  it('when it is killed with SIGKILL 3 to 5 times at random points while orders flow, then every order gets exactly one complete ticket and the checkpoint reaches the log end', async () => {
    await checkpointAtLogEnd();
    const orders = placeOrdersContinuously();
    const kills = 3 + randomInt(3);
    const printedLines: string[] = [];
    for (let round = 0; round < kills; round += 1) {
      const printer = startPrinterProcess();
      // A random point: after 2 to 10 more tickets (the kill lands wherever the printer is then).
      const target = ticketFiles().length + 2 + randomInt(9);
      await until(() => ticketFiles().length >= target, `ticket ${target} (round ${round + 1})`, 60_000);
      await printer.kill9();
      printedLines.push(
        ...printer
          .output()
          .split('\n')
          .filter((line) => line.includes(' printed ')),
      );
    }
    await orders.stop();

    const last = startPrinterProcess();
    await until(() => ticketFiles().length >= orders.placed.length, `all ${orders.placed.length} tickets`, 120_000);
    const latestSeq = await shop.deps.events.latestSeq();
    await until(() => savedSeq() === latestSeq, 'the checkpoint at the end of the log', 30_000);
    await last.stop();
    printedLines.push(
      ...last
        .output()
        .split('\n')
        .filter((line) => line.includes(' printed ')),
    );

    expect(orders.placed.length).toBeGreaterThan(kills);
    expect(ticketFiles().sort()).toEqual(orders.placed.map((order) => `${order.orderId}.txt`).sort());
    for (const order of orders.placed) {
      const ticket = fs.readFileSync(path.join(outDir(), `${order.orderId}.txt`), 'utf8');
      expect(ticket).toContain(order.orderSequence);
      expect(ticket).toContain(order.orderType === 'DELIVERY' ? 'Piac utca 10' : '*** PICKUP ***');
      expect(ticket.endsWith('=\n')).toBe(true);
    }
    // No order was printed twice: a ticket file that exists is never written again.
    const printedIds = printedLines.map((line) => /\((\S+), seq/.exec(line)?.[1]);
    expect(new Set(printedIds).size).toBe(printedIds.length);
    expect(fs.readdirSync(outDir()).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('when it was down while more orders came than the socket replays, then it is told resync-required, catches up over GET /api/events and prints each once', async () => {
    const customer = await createTestCustomer();
    await checkpointAtLogEnd();
    const first = startPrinterProcess();
    const before = await placeOrder(shop.app, customer);
    await until(() => ticketFiles().length === 1, 'the first ticket');
    await first.stop();

    const missed: Order[] = [];
    for (let i = 0; i < REPLAY_LIMIT + 4; i += 1) missed.push(await placeOrder(shop.app, customer));
    const second = startPrinterProcess();
    await until(() => ticketFiles().length === missed.length + 1, 'every missed ticket', 60_000);
    const latestSeq = await shop.deps.events.latestSeq();
    await until(() => savedSeq() === latestSeq, 'the checkpoint at the end of the log');
    const live = await placeOrder(shop.app, customer);
    await until(() => ticketFiles().length === missed.length + 2, 'the live ticket after the catch-up');
    await second.stop();

    expect(second.output()).toContain('resync-required (replay-limit');
    expect(ticketFiles().sort()).toEqual([before, ...missed, live].map((order) => `${order.orderId}.txt`).sort());
  });

  it('when it starts for the first time with PRINTER_START=now, then it prints the orders from then on, none from the history', async () => {
    const customer = await createTestCustomer();
    await placeOrder(shop.app, customer);
    const printer = startPrinterProcess({ PRINTER_START: 'now' });
    await until(() => printer.output().includes('connected to'), 'the printer to connect');
    const fresh = await placeOrder(shop.app, customer);
    await until(() => ticketFiles().length === 1, 'the ticket of the new order');
    const latestSeq = await shop.deps.events.latestSeq();
    await until(() => fs.existsSync(stateFile()) && savedSeq() === latestSeq, 'the checkpoint at the new order');
    await printer.stop();
    expect(ticketFiles()).toEqual([`${fresh.orderId}.txt`]);
  });

  it('when an order is for later, then it prints at its release, not at its placing, with the slot; one accepted early prints at the accept', async () => {
    await checkpointAtLogEnd();
    const printer = startPrinterProcess();
    await until(() => printer.output().includes('connected to'), 'the printer to connect');
    const inTwoHours = new Date(Date.now() + 2 * 3_600_000);
    const later = await placeScheduledOrder(shop, (await createTestCustomer()).token, { after: inTwoHours });
    const early = await placeScheduledOrder(shop, (await createTestCustomer()).token, { after: inTwoHours });
    const placedSeq = await shop.deps.events.latestSeq();
    await until(() => fs.existsSync(stateFile()) && savedSeq() === placedSeq, 'the checkpoint past both placings');
    expect(ticketFiles()).toEqual([]);

    expect(await shop.deps.orders.releaseOnce(later.orderId, new Date(later.releaseAt!))).toBe(true);
    await until(() => ticketFiles().length === 1, 'the ticket at the release');
    const ticket = fs.readFileSync(path.join(outDir(), `${later.orderId}.txt`), 'utf8');
    expect(ticket).toMatch(/^READY BY +\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/m);

    const staff = await createTestAdmin();
    await request(shop.app).patch(`/api/orders/${early.orderId}/status?status=PREPARING`).set(bearer(staff.token)).expect(200);
    await until(() => ticketFiles().length === 2, 'the ticket at the early accept');
    await printer.stop();
    expect(ticketFiles().sort()).toEqual([`${later.orderId}.txt`, `${early.orderId}.txt`].sort());
  });
});
