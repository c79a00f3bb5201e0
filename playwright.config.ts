import { defineConfig } from "@playwright/test";
import { e2eStaffPassword } from "./tests/e2e/staff-credentials";

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Debian's Chromium; Playwright never downloads a browser of its own here. */
const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The specs that publish staff edits of shared content (see the content-edits projects), and the
 * desk's no-JavaScript spec (see the desk-nojs projects).
 */
const contentEdits = /(?:(?:content-(?:editing|hours|prices|packages)|photos)(?:\.nojs)?|desk\.nojs)\.spec\.ts$/;

/** The desk at a phone's width (with JavaScript) and at 1280 px without; it sets each viewport itself. */
const deskPhone = /desk-phone\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  // One retry in CI, for one known hazard of the local stack only (decision 033): tests write the
  // preview's D1 file directly, and workerd neither waits for that lock nor retries a read the way
  // production D1 does, so a page another worker loads at that instant can answer 500. A test that
  // fails twice fails the run; one that passes on its retry is listed as "flaky" in the summary.
  retries: process.env.CI ? 1 : 0,
  // Two cores run two browsers and workerd at once: a page's first render after the server starts,
  // plus axe, can pass 30 s when the machine is busy. Assertions wait up to 10 s (Playwright's 5 s
  // was seen to run out under that load); an assertion that holds returns as soon as it does.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace (actions, DOM snapshots, network) without the screencast: recording
    // frames for every test doubled the browser's CPU on two cores.
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: [/\.mobile\.spec\.ts$/, /\.nojs\.spec\.ts$/, contentEdits, deskPhone],
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
    {
      // axe at phone width, plus the behaviour that only exists below 768 px.
      name: "mobile",
      testMatch: [/a11y\.spec\.ts$/, /\.mobile\.spec\.ts$/, deskPhone],
      use: { browserName: "chromium", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    // The site before and without JavaScript (a weak connection before the deferred scripts arrive
    // is the same to the visitor): *.nojs.spec.ts run at phone and desktop width with scripts off.
    {
      name: "nojs-phone",
      testMatch: /\.nojs\.spec\.ts$/,
      testIgnore: contentEdits,
      use: { browserName: "chromium", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled: false },
    },
    {
      name: "nojs-desktop",
      testMatch: /\.nojs\.spec\.ts$/,
      testIgnore: contentEdits,
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 }, javaScriptEnabled: false },
    },
    // Staff edits of what every page shows (a food event on the restaurant page, the opening hours
    // in the footer) would change pages that other specs read at the same moment: they run after
    // all of them, one project after the other, since two projects would edit the same items.
    // One test at a time (`workers: 1`): they write the local D1 file directly, and a page another
    // test loads at that instant can answer 500 (decision 033); a retry cannot undo an edit that
    // the failed attempt left behind.
    {
      name: "content-edits",
      workers: 1,
      testMatch: /(?:content-(?:editing|hours|prices|packages)|photos)\.spec\.ts$/,
      dependencies: ["desktop", "mobile", "nojs-phone", "nojs-desktop"],
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
    {
      name: "content-edits-nojs-phone",
      workers: 1,
      testMatch: /(?:content-(?:editing|hours|packages)|photos)\.nojs\.spec\.ts$/,
      dependencies: ["content-edits"],
      use: { browserName: "chromium", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled: false },
    },
    {
      name: "content-edits-nojs-desktop",
      workers: 1,
      testMatch: /(?:content-(?:editing|hours|packages)|photos)\.nojs\.spec\.ts$/,
      dependencies: ["content-edits-nojs-phone"],
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 }, javaScriptEnabled: false },
    },
    // The desk's no-JavaScript spec edits the shared reply templates and runs the morning-summary
    // cron: at phone and desktop width at once, the two runs edited the same template and saw each
    // other's seeded submission. Last, alone, one width after the other.
    {
      name: "desk-nojs-phone",
      workers: 1,
      testMatch: /desk\.nojs\.spec\.ts$/,
      dependencies: ["content-edits-nojs-desktop"],
      use: { browserName: "chromium", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled: false },
    },
    {
      name: "desk-nojs-desktop",
      workers: 1,
      testMatch: /desk\.nojs\.spec\.ts$/,
      dependencies: ["desk-nojs-phone"],
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 }, javaScriptEnabled: false },
    },
  ],
  // The production build, served by workerd exactly as it will run on Cloudflare.
  webServer: {
    command: `wrangler d1 migrations apply DB --local && vite preview --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    // No Cloudflare account or internet here: don't ask Cloudflare for a sample `request.cf`.
    // The staff inbox opens only with a password: the Cloudflare plugin passes this process's
    // environment to the Worker as secrets when CLOUDFLARE_INCLUDE_PROCESS_ENV is true.
    // DESK_REPLY_SECRET signs each case's reply address, so a guest's answer can be mailed in (desk-mail.spec.ts).
    env: {
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      CLOUDFLARE_INCLUDE_PROCESS_ENV: "true",
      STAFF_PASSWORD: e2eStaffPassword,
      DESK_REPLY_SECRET: "e2e-only-desk-reply-secret",
    },
    timeout: 120_000,
  },
});
