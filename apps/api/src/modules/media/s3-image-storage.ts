import type { S3Config } from "../../config.ts";
import { sha256Hex, signRequest } from "./aws-signature-v4.ts";
import type { ImageStorage } from "./image-storage.ts";

/** Images in an S3-compatible bucket (AWS, MinIO, R2...), addressed path-style. */
export class S3ImageStorage implements ImageStorage {
  constructor(private readonly s3: S3Config) {}

  private objectUrl(key: string): URL {
    return new URL(`${this.s3.endpoint}/${this.s3.bucket}/${key}`);
  }

  private async send(method: "PUT" | "DELETE", key: string, body?: Buffer): Promise<void> {
    const url = this.objectUrl(key);
    const extra: Record<string, string> = body
      ? { "content-type": "image/webp", "cache-control": "public, max-age=31536000, immutable" }
      : {};
    const headers = signRequest({
      method,
      url,
      headers: extra,
      payloadHash: sha256Hex(body ?? ""),
      region: this.s3.region,
      service: "s3",
      accessKeyId: this.s3.accessKeyId,
      secretAccessKey: this.s3.secretAccessKey,
    });
    delete headers.host;
    const response = await fetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
    if (!response.ok && !(method === "DELETE" && response.status === 404)) {
      throw new Error(`S3 ${method} ${key} failed with ${response.status}`);
    }
  }

  async put(key: string, bytes: Buffer): Promise<string> {
    await this.send("PUT", key, bytes);
    return this.urlOf(key);
  }

  async remove(url: string): Promise<void> {
    const key = this.keyOf(url);
    if (key) await this.send("DELETE", key);
  }

  urlOf(key: string): string {
    return `${this.s3.publicUrl}/${key}`;
  }

  /** A PUT to a bucket is whole or absent: nothing is ever left half written. */
  async removeUnfinished(): Promise<number> {
    return 0;
  }

  keyOf(url: string): string | null {
    const prefix = `${this.s3.publicUrl}/`;
    if (!url.startsWith(prefix)) return null;
    const key = url.slice(prefix.length);
    return key.includes("..") ? null : key;
  }
}
