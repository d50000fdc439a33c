import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { zipArchive } from "./zip.ts";

/** Read back by Info-ZIP's unzip, as a person's computer would. */
describe("zipArchive", () => {
  it("writes an archive that unzip lists, tests and extracts byte for byte, in folders, an empty one included", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "mp-zip-"));
    try {
      const entries = [
        { name: "account.json", bytes: Buffer.from('{"name":"Fatima Bibi"}\n') },
        { name: "images/products/0199a8f0-thumb.webp", bytes: Buffer.from([0, 1, 2, 250, 255]) },
        { name: "empty.txt", bytes: Buffer.alloc(0) },
      ];
      const file = path.join(dir, "export.zip");
      await fs.writeFile(file, zipArchive(entries));
      const tested = spawnSync("unzip", ["-t", file], { encoding: "utf8" });
      expect(tested.status, tested.stdout + tested.stderr).toBe(0);
      expect(tested.stdout).toContain("No errors detected");
      const out = path.join(dir, "out");
      expect(spawnSync("unzip", ["-q", file, "-d", out]).status).toBe(0);
      for (const entry of entries) {
        expect(await fs.readFile(path.join(out, entry.name))).toEqual(entry.bytes);
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
