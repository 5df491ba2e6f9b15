/** The nightly retention pass: deletes what has outlived its purpose (docs/product/legal.md#retention). */
export { createRetention, type Retention, type RetentionDeps, type RetentionKind, type RetentionPass } from './retention-job';
