import { expect, test as base } from '@playwright/test';

/**
 * The live build's tests: every page runs under the deployment's Content-Security-Policy, and a
 * test fails on any violation, whether the page saw it (the `securitypolicyviolation` event, Chrome's
 * console) or the reference server received its report.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page, baseURL }, use) => {
      const violations: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      page.on('console', (message) => {
        const text = message.text();
        if (/CSP violation|Content Security Policy/i.test(text)) violations.push(text);
      });
      await use(violations);
      expect(violations, 'CSP violations seen by the page').toEqual([]);
      const reported = (await (await page.request.get(`${baseURL}/csp-report`)).json()) as unknown[];
      expect(reported, 'CSP violations reported to the server').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
