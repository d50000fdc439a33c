import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { S3Config } from "../../config.ts";
import type { ImageStorage } from "./image-storage.ts";

/**
 * Images in an S3-compatible bucket (AWS, MinIO, R2...), addressed path-style. Requests are signed
 * by aws4fetch (docs/decisions/0017-s3-signing-by-a-library.md).
 */
export class S3ImageStorage implements ImageStorage {
  private readonly client: AwsClient;

  constructor(private readonly s3: S3Config) {
    this.client = new AwsClient({
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      region: s3.region,
      service: "s3",
      // A seller waits on the upload: a couple of retries of a 5xx or 429, not aws4fetch's ten.
      retries: 2,
    });
  }

  private objectUrl(key: string): string {
    return `${this.s3.endpoint}/${this.s3.bucket}/${key}`;
  }

  private async send(method: "PUT" | "DELETE", key: string, body?: Buffer): Promise<void> {
    const headers: Record<string, string> = body
      ? {
          "content-type": "image/webp",
          "cache-control": "public, max-age=31536000, immutable",
          // Signed with the bytes' own hash (not UNSIGNED-PAYLOAD), so the bucket refuses a body
          // that did not arrive whole.
          "x-amz-content-sha256": createHash("sha256").update(body).digest("hex"),
        }
      : {};
    const response = await this.client.fetch(this.objectUrl(key), {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
    });
    await response.body?.cancel();
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

  /** ListObjectsV2, a page (up to 1,000 keys) at a time. */
  async listKeys(): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const query = new URLSearchParams({
        "list-type": "2",
        ...(token ? { "continuation-token": token } : {}),
      });
      const response = await this.client.fetch(`${this.s3.endpoint}/${this.s3.bucket}?${query}`);
      const xml = await response.text();
      if (!response.ok) throw new Error(`S3 list of ${this.s3.bucket} failed with ${response.status}`);
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(unescapeXml(match[1] ?? ""));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? unescapeXml(/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? "")
        : undefined;
    } while (token);
    return keys.sort();
  }

  async read(key: string): Promise<Buffer> {
    const response = await this.client.fetch(this.objectUrl(key));
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`S3 GET ${key} failed with ${response.status}`);
    }
    return Buffer.from(await response.arrayBuffer());
  }

  keyOf(url: string): string | null {
    const prefix = `${this.s3.publicUrl}/`;
    if (!url.startsWith(prefix)) return null;
    const key = url.slice(prefix.length);
    return key.includes("..") ? null : key;
  }
}

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** A listing's keys are XML text: `&amp;` and the like stand for their characters. */
function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? "");
}
