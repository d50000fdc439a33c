import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

/**
 * What a backup folder holds, written last (a folder without it is an unfinished backup): the
 * database's file and every image with its size and SHA-256, and each table's rows as the dump saw
 * them, so a restore can prove it put back what was taken.
 */
export const MANIFEST_FILE = "manifest.json";
export const IMAGES_FOLDER = "images";

const FileEntry = z.object({
  path: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type FileEntry = z.infer<typeof FileEntry>;

export const Manifest = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  driver: z.enum(["postgres", "pglite"]),
  /** `pg_dump -Fc` (PostgreSQL) or PGlite's data folder as a gzipped tarball. */
  database: FileEntry,
  /** PGlite keeps its token secret beside the database, not in it; PostgreSQL's is a table row. */
  secrets: z.array(FileEntry),
  /** Rows of every table (`schema.table`) in the database's snapshot. */
  tables: z.record(z.string(), z.number().int().min(0)),
  /** `path` is the image's key in the storage, under `images/` in the folder. */
  images: z.array(FileEntry),
});
export type Manifest = z.infer<typeof Manifest>;

export function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Writes a file of the backup (private: it holds the shop's accounts) and answers its entry. */
export async function writeEntry(dir: string, relative: string, bytes: Buffer): Promise<FileEntry> {
  const file = path.join(dir, relative);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await fs.writeFile(file, bytes, { mode: 0o600, flag: "wx" });
  return { path: relative, bytes: bytes.length, sha256: sha256(bytes) };
}

/** The entry of a file already in the backup (the database's dump), hashed as it streams. */
export async function entryOfFile(dir: string, relative: string): Promise<FileEntry> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of createReadStream(path.join(dir, relative)) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { path: relative, bytes, sha256: hash.digest("hex") };
}

/** Checks a large file the manifest names without reading it into memory; answers its full path. */
export async function verifyFile(dir: string, entry: FileEntry): Promise<string> {
  const file = insideBackup(dir, entry);
  const found = await entryOfFile(dir, entry.path).catch(() => {
    throw new BackupError(`The backup lacks ${entry.path}, which its manifest names.`);
  });
  if (found.bytes !== entry.bytes || found.sha256 !== entry.sha256) {
    throw new BackupError(`${entry.path} is not the file the backup wrote: its checksum differs.`);
  }
  return file;
}

function insideBackup(dir: string, entry: FileEntry): string {
  if (path.isAbsolute(entry.path) || entry.path.split(/[\\/]/).includes("..")) {
    throw new BackupError(`The manifest names a file outside the backup: ${entry.path}.`);
  }
  return path.join(dir, entry.path);
}

/** Reads a file the manifest names, refusing one whose size or checksum is not what was written. */
export async function readEntry(dir: string, entry: FileEntry): Promise<Buffer> {
  const bytes = await fs.readFile(insideBackup(dir, entry)).catch(() => {
    throw new BackupError(`The backup lacks ${entry.path}, which its manifest names.`);
  });
  if (bytes.length !== entry.bytes || sha256(bytes) !== entry.sha256) {
    throw new BackupError(`${entry.path} is not the file the backup wrote: its checksum differs.`);
  }
  return bytes;
}

export async function readManifest(dir: string): Promise<Manifest> {
  const text = await fs.readFile(path.join(dir, MANIFEST_FILE), "utf8").catch(() => {
    throw new BackupError(
      `${dir} holds no ${MANIFEST_FILE}: it is not a backup, or one that never finished.`,
    );
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${MANIFEST_FILE} in ${dir} is not valid JSON.`);
  }
  const parsed = Manifest.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new BackupError(
      `${MANIFEST_FILE} in ${dir} is not a backup manifest (${first?.path.join(".")}: ${first?.message}).`,
    );
  }
  return parsed.data;
}

/** A backup or a restore that cannot go on, with what to do about it: the command prints it and exits 1. */
export class BackupError extends Error {}
