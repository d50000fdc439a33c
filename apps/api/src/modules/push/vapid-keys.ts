import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { AppConfig } from "../../config.ts";
import type { Database, DatabaseHandle } from "../../db/create-db.ts";
import { serverSecrets } from "../../db/schema/index.ts";

/** The marketplace's VAPID identity (RFC 8292): the key pair, base64url, and who runs the server. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Its row in `server_secrets` (PostgreSQL) and its file in the data folder (PGlite). */
const SECRET_NAME = "vapid";
/** Kept beside PGlite's database, so its backup carries it too (modules/backup). */
export const VAPID_KEY_FILE = "vapid-keys.json";

/**
 * The VAPID keys push requests are signed with (decision 0052). From VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when set; in production without them the server sends no push (and says so at
 * start). Elsewhere (development, the demo, tests) a pair is generated on first start and kept as
 * the token secret is (decision 0026): in the database on PostgreSQL, which its processes share, in
 * the data folder on PGlite. Browsers subscribe with the public key, so a new pair would silently
 * orphan every subscription: it is generated once and then always read back. Never logged.
 */
export async function resolveVapidKeys(
  config: AppConfig,
  database: Pick<DatabaseHandle, "db" | "driver">,
): Promise<VapidKeys | null> {
  const subject = config.vapid?.subject ?? defaultSubject(config);
  const { publicKey, privateKey } = config.vapid ?? {};
  if (publicKey && privateKey) {
    // Refuses a key of the wrong size or encoding now rather than at the first push.
    webpush.getVapidHeaders("https://fcm.googleapis.com", subject, publicKey, privateKey, "aes128gcm");
    return { publicKey, privateKey, subject };
  }
  if (config.env === "production") return null;
  const pair =
    database.driver === "postgres"
      ? await sharedPair(database.db)
      : filePair(path.join(config.dataDir, VAPID_KEY_FILE));
  return { ...pair, subject };
}

/** The site's https address, else the address its e-mails come from. */
function defaultSubject(config: AppConfig): string {
  if (config.publicUrl?.startsWith("https://")) return config.publicUrl;
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return `mailto:${address.trim()}`;
}

type Pair = Pick<VapidKeys, "publicKey" | "privateKey">;

function isPair(value: unknown): value is Pair {
  const pair = value as Partial<Pair> | null;
  return typeof pair?.publicKey === "string" && typeof pair.privateKey === "string";
}

function parsePair(text: string | undefined): Pair | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isPair(value) ? { publicKey: value.publicKey, privateKey: value.privateKey } : undefined;
  } catch {
    return undefined;
  }
}

function newPair(): Pair {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey };
}

/** The data folder's pair, written atomically on first start; the first of two starters wins. */
function filePair(file: string): Pair {
  const existing = readFile(file);
  const kept = parsePair(existing);
  if (kept) return kept;
  if (existing !== undefined) {
    throw new Error(
      `The push keys in ${file} cannot be read. Restore the file, set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or delete it (every phone must then turn notifications on again).`,
    );
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const pair = newPair();
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, "w", 0o600);
  try {
    fs.writeSync(fd, JSON.stringify(pair));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    // link() never replaces: a pair another starter wrote meanwhile is kept.
    fs.linkSync(temporary, file);
    return pair;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return parsePair(readFile(file)) ?? pair;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function readFile(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** The database's pair: processes starting together each offer one, the primary key keeps the first. */
async function sharedPair(db: Database): Promise<Pair> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: JSON.stringify(newPair()) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  const pair = parsePair(row?.value);
  if (!pair) {
    throw new Error(
      `The push keys in the database (table server_secrets, name '${SECRET_NAME}') cannot be read. Set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or delete that row (every phone must then turn notifications on again).`,
    );
  }
  return pair;
}
