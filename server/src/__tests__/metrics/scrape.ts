import request from 'supertest';

import type { Logger } from '../../lib/logger';
import { type Metrics, metricsHandler } from '../../platform';

/** One sample of a scrape: its metric name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses Prometheus' text format (the lines our registry writes: no escapes beyond \" in label values). */
export function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** Scrapes the app's registry through the metrics listener's own handler (what Prometheus gets). */
export async function scrape(metrics: Pick<Metrics, 'registry'>, logger: Logger): Promise<{ text: string; samples: Sample[] }> {
  const response = await request(metricsHandler(metrics.registry, logger)).get('/metrics').expect(200);
  return { text: response.text, samples: parseSamples(response.text) };
}

/** The value of the one sample with this name and these labels (undefined when absent). */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.find((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value));
  return found?.value;
}
