/**
 * Summarises a V8 .cpuprofile (node --cpu-prof): the functions with the most self time, and the
 * share per package (our bundle, mongodb, socket.io, ...). Usage: node profile-top.mjs <file> [n]
 */
import { readFileSync } from 'node:fs';

const [file, count = '15'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const packageOf = (url) => {
  if (!url) return '(native/V8)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0)
    return url
      .slice(modules + 13)
      .split('/')
      .slice(0, url.includes('/@', modules) ? 2 : 1)
      .join('/');
  if (url.startsWith('node:')) return 'node core';
  return url.includes('/dist/') ? 'our code (bundle)' : url;
};

const functions = new Map();
const packages = new Map();
for (const [id, micros] of self) {
  const { functionName, url, lineNumber } = byId.get(id).callFrame;
  const key = `${functionName || '(anonymous)'}  ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + micros);
  packages.set(packageOf(url), (packages.get(packageOf(url)) ?? 0) + micros);
}
const pct = (micros) => `${((micros / total) * 100).toFixed(1).padStart(5)} %`;
console.log(`total sampled: ${(total / 1e6).toFixed(1)} s`);
console.log('\nself time by package:');
for (const [name, micros] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`${pct(micros)}  ${name}`);
console.log(`\ntop ${count} functions by self time:`);
for (const [name, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) console.log(`${pct(micros)}  ${name}`);
