import { defineConfig, devices } from '@playwright/test';

// Started by tests/e2e/runner/run-e2e.ts, which builds and serves the site and passes its addresses.
// The `nginx` project runs the route, head, link, host, copies-for-tools, framing and Try-it tests
// again against the same build served by nginx with deploy/nginx/site.conf (but the Try-it tests of the
// page's own logic, tagged @same-on-any-host).
export default defineConfig({
  projects: [
    { name: 'chromium', testIgnore: /host\.spec\.ts$/ },
    ...(process.env.E2E_NGINX_URL
      ? [
          {
            name: 'nginx',
            testMatch: /(routes|head|links|host|copies-for-tools|framing|try-it)\.spec\.ts$/,
            grepInvert: /@same-on-any-host/,
            use: { baseURL: process.env.E2E_NGINX_URL },
          },
        ]
      : []),
  ],
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    // The offline worker would answer requests that tests intercept with page.route; offline.spec.ts allows it.
    serviceWorkers: 'block',
    // A trace records every action's page (a DOM snapshot of a long note each time): 40% of a check group's time.
    // CI keeps no artifacts, so it records none; a local run keeps the trace of a failure.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
