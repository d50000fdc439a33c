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
}

export class LocalImageStorage implements ImageStorage {
  constructor(
    private readonly dir: string,
    private readonly urlPrefix = "/uploads",
  ) {}

  async put(key: string, bytes: Buffer): Promise<string> {
    const file = path.join(this.dir, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
    return this.urlOf(key);
  }

  async remove(url: string): Promise<void> {
    const key = this.keyOf(url);
    if (key) await fs.rm(path.join(this.dir, key), { force: true });
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

export function createImageStorage(config: AppConfig): ImageStorage {
  if (config.s3) return new S3ImageStorage(config.s3);
  return new LocalImageStorage(path.join(config.dataDir, "uploads"));
}

/** Processes one upload and stores its full-size and thumbnail WebP versions. */
export async function storeImage(
  storage: ImageStorage,
  folder: "products" | "stores",
  bytes: Buffer,
  label?: string,
): Promise<StoredImage> {
  const { full, thumb } = await processImage(bytes, label);
  const id = uuidv7();
  const [url, thumbUrl] = await Promise.all([
    storage.put(`${folder}/${id}.webp`, full),
    storage.put(`${folder}/${id}-thumb.webp`, thumb),
  ]);
  return { url, thumbUrl };
}

export async function removeImages(storage: ImageStorage, images: StoredImage[]): Promise<void> {
  await Promise.all(images.flatMap((img) => [storage.remove(img.url), storage.remove(img.thumbUrl)]));
}
