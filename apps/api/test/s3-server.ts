import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import { S3ImageStorage } from "../src/modules/media/s3-image-storage.ts";

/** s3rver's own account, the one key and secret it signs with. */
export const S3_TEST_KEY = "S3RVER";
const REGION = "eu-central-1";

export interface TestS3Server {
  endpoint: string;
  /** The app's S3_* settings for one of the server's buckets. */
  env(bucket: string): Record<string, string>;
  /** The storage the app makes for one of the server's buckets, its images public at the server. */
  storage(bucket: string): S3ImageStorage;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

/**
 * A real S3-compatible server on a free loopback port (@20minutes/s3rver, which checks every
 * request's AWS signature v4, unlike the original s3rver), holding these empty buckets in a folder
 * of its own.
 */
export async function startS3Server(buckets: readonly string[]): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "mp-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  return {
    endpoint,
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: S3_TEST_KEY,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEY,
    }),
    storage: (bucket) =>
      new S3ImageStorage({
        bucket,
        endpoint,
        region: REGION,
        publicUrl: `${endpoint}/${bucket}`,
        accessKeyId: S3_TEST_KEY,
        secretAccessKey: S3_TEST_KEY,
      }),
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
