/** Node test environment that tells specs whether the running test failed (for failure screenshots). */
import type { Circus } from '@jest/types';
import { TestEnvironment as NodeEnvironment } from 'jest-environment-node';

export default class E2EEnvironment extends NodeEnvironment {
  async handleTestEvent(event: Circus.Event): Promise<void> {
    if (event.name === 'test_start') this.global.__E2E_TEST_FAILED__ = false;
    if (event.name === 'test_fn_failure') this.global.__E2E_TEST_FAILED__ = true;
  }
}
