import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { uuidv7 } from "uuidv7";
import type { AppConfig } from "../../config.ts";
import { processImage } from "./image-processing.ts";
import { S3ImageStorage } from "./s3-image-storage.ts";

export interface StoredImage {
  url: string;
  thumbUrl: string;
}

/** Where processed images live: a local folder by default, an S3-compatible bucket when configured. */
export interface ImageStorage {
  put(key: string, bytes: Buffer): Promise<string>;
  remove(url: string): Promise<void>;
  /** The URL `put` answers for this key. */
  urlOf(key: string): string;
  /** The key of a URL this storage handed out (absolute or not), or null for anyone else's. */
  keyOf(url: string): string | null;
  /** Deletes what writes cut short by a crash left behind, if older than `before`; answers how many. */
  removeUnfinished(before: Date): Promise<number>;
  /** Every whole image's key, sorted (backups: `npm run backup`). */
  listKeys(): Promise<string[]>;
  /** The bytes stored at a key. */
  read(key: string): Promise<Buffer>;
}

/** A file being written: hidden (never served) until it is whole and renamed to its key. */
const UNFINISHED_FILE = /^\..+\.partial$/;

export class LocalImageStorage implements ImageStorage {
  constructor(
    private readonly dir: string,
    private readonly urlPrefix = "/uploads",
  ) {}

  /**
   * Writes to a hidden name in the same folder, flushes it to disk, then renames it: a crash at any
   * moment leaves either the whole file at its key or no file there, never half an image.
   */
  async put(key: string, bytes: Buffer): Promise<string> {
    const file = path.join(this.dir, key);
    const folder = path.dirname(file);
    await fs.mkdir(folder, { recursive: true });
    const unfinished = path.join(folder, `.${path.basename(file)}.${randomBytes(6).toString("hex")}.partial`);
    try {
      const handle = await fs.open(unfinished, "wx");
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(unfinished, file);
    } catch (error) {
      await fs.rm(unfinished, { force: true });
      throw error;
    }
    await syncFolder(folder);
    return this.urlOf(key);
  }

  async removeUnfinished(before: Date): Promise<number> {
    const entries = await fs.readdir(this.dir, { recursive: true, withFileTypes: true }).catch(() => []);
    let removed = 0;
    for (const entry of entries) {
      if (!entry.isFile() || !UNFINISHED_FILE.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat || stat.mtime >= before) continue;
      await fs.rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  async remove(url: string): Promise<void> {
    const key = this.keyOf(url);
    if (key) await fs.rm(path.join(this.dir, key), { force: true });
  }

  async listKeys(): Promise<string[]> {
    const entries = await fs.readdir(this.dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile() && !UNFINISHED_FILE.test(entry.name))
      .map((entry) =>
        path.relative(this.dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
      )
      .sort();
  }

  async read(key: string): Promise<Buffer> {
    if (key.includes("..")) throw new Error(`Not an image key: ${key}`);
    return fs.readFile(path.join(this.dir, key));
  }

  urlOf(key: string): string {
    return `${this.urlPrefix}/${key}`;
  }

  keyOf(url: string): string | null {
    // Clients may send back the absolute form the browser saw (http://host/uploads/...).
    const local = url.replace(/^https?:\/\/[^/]+/i, "");
    if (!local.startsWith(`${this.urlPrefix}/`)) return null;
    const key = local.slice(this.urlPrefix.length + 1);
    return key.includes("..") ? null : key;
  }
}

/** Makes a rename in `folder` survive a power cut, not only a crash of this process. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function createImageStorage(config: AppConfig): ImageStorage {
  if (config.s3) return new S3ImageStorage(config.s3);
  return new LocalImageStorage(path.join(config.dataDir, "uploads"));
}

/**
 * Processes one upload and stores its full-size and thumbnail WebP versions. `beforeWrite` learns
 * the image's URLs once it is known good and before any file exists, so that whoever must clean up
 * after a crash (the sweep of abandoned uploads) knows of the files before they can be left behind.
 */
export async function storeImage(
  storage: ImageStorage,
  folder: "products" | "stores" | "returns",
  bytes: Buffer,
  label?: string,
  beforeWrite?: (image: StoredImage) => Promise<void>,
): Promise<StoredImage> {
  const { full, thumb } = await processImage(bytes, label);
  const id = uuidv7();
  const [fullKey, thumbKey] = [`${folder}/${id}.webp`, `${folder}/${id}-thumb.webp`];
  await beforeWrite?.({ url: storage.urlOf(fullKey), thumbUrl: storage.urlOf(thumbKey) });
  const [url, thumbUrl] = await Promise.all([storage.put(fullKey, full), storage.put(thumbKey, thumb)]);
  return { url, thumbUrl };
}

export async function removeImages(storage: ImageStorage, images: StoredImage[]): Promise<void> {
  await Promise.all(images.flatMap((img) => [storage.remove(img.url), storage.remove(img.thumbUrl)]));
}
