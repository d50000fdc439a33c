import fs from "node:fs/promises";
import path from "node:path";
import { loadConfig } from "../config.ts";
import { createDb } from "../db/create-db.ts";
import { createImageStorage } from "../modules/media/image-storage.ts";
import { clearDatabase, drawDemoPictures, seedDemoData, seedDemoDataIfEmpty } from "./seed-demo-data.ts";

/** `npm run seed` fills an empty database with demo data; `npm run seed -- --reset` starts over. */
const reset = process.argv.includes("--reset");
const config = loadConfig();
const database = await createDb(config).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
try {
  await database.migrate();
  const storage = createImageStorage(config);
  // Starting over happens in one transaction; the old demo's image files go only once it committed.
  const uploads = path.join(config.dataDir, "uploads");
  const oldUploads = `${uploads}.replaced-${Date.now()}`;
  if (reset && !config.s3) await fs.rename(uploads, oldUploads).catch(() => {});
  const summary = reset
    ? await drawDemoPictures(database.db, storage)
        .then((pictures) =>
          database.db.transaction(async (tx) => {
            await clearDatabase(tx);
            return seedDemoData(tx, pictures);
          }),
        )
        .catch(async (error: unknown) => {
          await fs.rm(uploads, { recursive: true, force: true });
          await fs.rename(oldUploads, uploads).catch(() => {});
          throw error;
        })
    : await seedDemoDataIfEmpty(database.db, storage);
  await fs.rm(oldUploads, { recursive: true, force: true });
  console.log(
    summary
      ? `Seeded ${summary.stores} stores, ${summary.products} products and ${summary.orders} orders.`
      : "The database already has stores; nothing seeded. Use `npm run seed -- --reset` to start over.",
  );
} finally {
  await database.close();
}
