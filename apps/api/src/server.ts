import fs from "node:fs";
import path from "node:path";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createDb } from "./db/create-db.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { seedDemoDataIfEmpty } from "./demo-data/seed-demo-data.ts";
import { JwtSecretError } from "./lib/jwt-secret.ts";
import { processLocalParts } from "./lib/process-local-parts.ts";
import { scheduleBackups } from "./modules/backup/scheduled-backups.ts";
import { fillSearchKeysInBackground } from "./modules/catalog/search.keys.ts";
import { startBookingCouriers, warnOfCouriersWithoutKeys } from "./modules/couriers/booking-couriers.ts";
import { createImageStorage } from "./modules/media/image-storage.ts";
import { scheduleUploadSweeps } from "./modules/media/pending-uploads.service.ts";
import { startPaymentSimulatorsIfAsked } from "./modules/payments/payment-providers.ts";

/**
 * The data folder holds the database, the token secret and uploads: only the server's own user may
 * read or change them. Everything this process creates is private, and so is the folder itself (PGlite
 * sets its files' modes itself, so the private folders are what keep those to the server's user).
 */
function keepDataPrivate(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { mode } = fs.statSync(dataDir);
  if ((mode & 0o077) !== 0) fs.chmodSync(dataDir, mode & 0o700);
}

async function main(): Promise<void> {
  const config = loadConfig();
  keepDataPrivate(config.dataDir);
  // Imported only when configured: a server without a collector loads none of OpenTelemetry.
  const tracing = config.otlpEndpoint
    ? await (await import("./lib/tracing.ts")).startTracing(config.otlpEndpoint)
    : null;
  const database = await createDb(config);
  await database.migrate();
  if (config.seedDemoData) {
    const seeded = await seedDemoDataIfEmpty(database.db, createImageStorage(config), () =>
      console.log("Seeding the demo marketplace…"),
    );
    if (seeded) console.log(`Demo data created: ${seeded.stores} stores, ${seeded.products} products.`);
  }

  const couriers = await startBookingCouriers(config.courierMode, config.courierSimulatorPorts);
  // PAYMENTS_MODE=simulator: JazzCash's and Easypaisa's simulators beside the server (decision 0053).
  const paymentSimulators = await startPaymentSimulatorsIfAsked(config);
  const app = await buildApp(config, {
    database,
    courierRegistry: couriers.registry,
    traceRequests: tracing?.traceRequests,
  });
  // Added first, so it runs last of the onClose hooks: the spans of the last requests are sent too.
  if (tracing) app.addHook("onClose", () => tracing.shutdown());
  app.addHook("onClose", () => couriers.close());
  if (paymentSimulators) {
    app.addHook("onClose", () => paymentSimulators.close());
    app.log.info(
      `Payments: JazzCash and Easypaisa go to their local simulators (${paymentSimulators.accounts.jazzcash.url}, ${paymentSimulators.accounts.easypaisa.url}; PAYMENTS_MODE=simulator).`,
    );
  }
  if (config.courierMode === "production") await warnOfCouriersWithoutKeys(database.db, app.log);
  else
    app.log.info(
      "Couriers: PostEx and Leopards bookings go to their local simulators (COURIER_MODE=simulator).",
    );
  app.addHook("onClose", () => database.close());
  // Files of images uploaded for a product never saved. onClose hooks run last-added first, so the
  // sweep under way finishes before the database closes.
  const sweeps = scheduleUploadSweeps(database, app.images, app.log);
  app.addHook("onClose", () => sweeps.stop());
  // Search tokens of products written without them (before migration 0027, the demo seed, a bulk
  // import): filled beside the running server, and stopped before the database closes.
  const searchKeys = fillSearchKeysInBackground(database.db, app.log);
  app.addHook("onClose", () => searchKeys.stop());
  if (config.scheduledBackups) {
    const backups = await scheduleBackups(app, database, config.scheduledBackups);
    app.addHook("preClose", async () => backups.stop());
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    // A stuck request must not keep the process (and the data folder lock) alive forever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    // Fastify closes the connections that are idle when closing starts; one busy then goes idle
    // once its answer is sent and would keep the process waiting for the client's keep-alive to end.
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    const started = Date.now();
    try {
      await app.close();
      clearInterval(idleSweep);
      app.log.info({ ms: Date.now() - started }, "shut down");
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  if (config.webDistDir && !fs.existsSync(path.join(config.webDistDir, "index.html"))) {
    console.warn(
      `The web app is not built (${config.webDistDir}); only the API answers. Run npm start once.`,
    );
  }
  for (const part of processLocalParts(config)) {
    app.log.warn(`Only for one process: ${part}. Set it before starting a second process.`);
  }
  console.log(
    `Hunarmand marketplace is running on http://localhost:${config.port} (database: ${database.driver})`,
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof JwtSecretError
  ) {
    console.error(error.message);
  } else {
    console.error("The marketplace could not start:", error);
  }
  process.exit(1);
});
