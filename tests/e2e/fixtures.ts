import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

let sequence = 0;

/**
 * Every test browses from an address of its own: the test server trusts X-Forwarded-For
 * (TRUST_PROXY), so one test's form submissions never use up another's rate limit, just as two
 * visitors on different networks would not.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    sequence += 1;
    const address = `10.${100 + testInfo.workerIndex}.${(sequence >> 8) & 255}.${sequence & 255}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
});
