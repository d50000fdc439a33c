import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_PASSWORD_HASH_COST } from "./server-env.ts";

/**
 * End-to-end tests in the system Chromium against the real server (`npm start`'s process) on a
 * fresh data folder with demo data. The web app must be built first (`npm run test:e2e` does it).
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
// The config is loaded by every worker; only the first load creates the folder.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "mp-e2e-"));
/**
 * The test SMTP server (mail/smtp-sink.ts) the marketplace sends its e-mail to, and the folder it
 * writes what it receives into, which the stories read (mail/received-mail.ts). Next to the server's
 * port unless told.
 */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1);
process.env.E2E_MAIL_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "mp-e2e-mail-"));

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "./tests",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI === "true" ? 1 : 0,
  reporter: process.env.CI === "true" ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
      // Stories about the phone's own controls (the hamburger menu) run on the phone alone.
      grepInvert: /@phone-only/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], launchOptions: chromiumLaunchOptions },
      grep: /@phone/,
    },
  ],
  webServer: [
    {
      // Started first, so the marketplace's first e-mail already has somewhere to go.
      command: "node --import tsx mail/smtp-sink.ts",
      port: smtpPort,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { SMTP_SINK_PORT: String(smtpPort), E2E_MAIL_DIR: process.env.E2E_MAIL_DIR },
    },
    {
      command: "node --import tsx ../apps/api/src/server.ts",
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
        LOG_LEVEL: "warn",
        NODE_ENV: "test",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The base of the links in its e-mails.
        PUBLIC_URL: baseURL,
        // Every story signs up from this one address: more accounts in an hour than a person would.
        ACCOUNTS_PER_ADDRESS_PER_HOUR: "1000",
        PASSWORD_HASH_COST: E2E_PASSWORD_HASH_COST,
      },
    },
  ],
});
