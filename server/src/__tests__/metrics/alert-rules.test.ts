import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parse } from 'yaml';

import { REPO_ROOT } from '../../lib/paths';
import { changeStatus, placeOrder } from '../../realtime/__tests__/helpers';
import { createTestAdmin, createTestCustomer } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expressionsIn, unknownMetricNames } from './metric-names';
import { scrape } from './scrape';

const operations = path.join(REPO_ROOT, 'docs/operations');
const rules = parse(readFileSync(path.join(operations, 'alert-rules.yml'), 'utf8')) as {
  groups: Array<{ rules: Array<{ alert: string; expr: string }> }>;
};
const dashboard = JSON.parse(readFileSync(path.join(operations, 'grafana-dashboard.json'), 'utf8')) as unknown;

let t: TestApp;
let scrapeText: string;

beforeAll(async () => {
  t = await createTestApp();
  // Some work first, so the scrape holds what a running shop's does.
  const [customer, staff] = await Promise.all([createTestCustomer(), createTestAdmin()]);
  const order = await placeOrder(t.app, customer);
  await changeStatus(t.app, staff.token, order.orderId, 'PREPARING').expect(200);
  scrapeText = (await scrape(t.deps.metrics, t.logger)).text;
});
afterAll(() => t.close());

describe('the alert rules and the dashboard', () => {
  it('name only metrics a real scrape exposes', () => {
    const expressions = [...expressionsIn(rules), ...expressionsIn(dashboard)];
    expect(expressions.length).toBeGreaterThan(20);
    expect(unknownMetricNames(expressions, scrapeText)).toEqual([]);
  });

  it('alert on what the operator must hear of', () => {
    const alerts = rules.groups.flatMap((group) => group.rules.map((rule) => rule.alert));
    expect(alerts).toEqual(
      expect.arrayContaining([
        'PizzaConsumerLagging',
        'PizzaOrderWaitingUnaccepted',
        'PizzaWebhookFailing',
        'PizzaNoLiveFollower',
        'PizzaDiskAlmostFull',
      ]),
    );
  });

  it('take the dashboard datasource as an input variable', () => {
    const { __inputs: inputs } = dashboard as { __inputs: Array<{ name: string; type: string }> };
    expect(inputs).toContainEqual(expect.objectContaining({ name: 'DS_PROMETHEUS', type: 'datasource' }));
  });
});

describe('the metric name checker', () => {
  it('fails a rule naming a metric the shop does not expose (a typo)', () => {
    const typo = {
      groups: [{ name: 'x', rules: [{ alert: 'Typo', expr: 'sum(rate(pizza_orders_placd_total[5m])) > 0 and pizza_follower_up == 0' }] }],
    };
    expect(unknownMetricNames(expressionsIn(typo), scrapeText)).toEqual(['pizza_orders_placd_total']);
  });

  it("accepts a histogram's samples and rejects a suffix its family does not have", () => {
    expect(unknownMetricNames(['pizza_http_request_duration_seconds_bucket', 'pizza_follower_up_bucket'], scrapeText)).toEqual([
      'pizza_follower_up_bucket',
    ]);
  });
});
