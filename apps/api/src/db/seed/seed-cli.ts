import fs from "node:fs/promises";
import path from "node:path";
import { loadConfig } from "../../config.ts";
import { createImageStorage } from "../../modules/media/image-storage.ts";
import { createDb } from "../create-db.ts";
import { clearDatabase, seedDemoData, seedDemoDataIfEmpty } from "./seed-demo-data.ts";

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
  if (reset) {
    await clearDatabase(database.db);
    if (!config.s3) await fs.rm(path.join(config.dataDir, "uploads"), { recursive: true, force: true });
  }
  const summary = reset
    ? await seedDemoData(database.db, storage)
    : await seedDemoDataIfEmpty(database.db, storage);
  console.log(
    summary
      ? `Seeded ${summary.stores} stores, ${summary.products} products and ${summary.orders} orders.`
      : "The database already has stores; nothing seeded. Use `npm run seed -- --reset` to start over.",
  );
} finally {
  await database.close();
}
