import fs from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The order the API's test files start in, across both databases' projects at once. Vitest's own
 * order runs one project after the other and, on a fresh clone (CI) with no timings kept, files in
 * the order they were found, so the two-minute files that start real server processes (crash and
 * restart, the admin CLI, backups) of the second project began near the end and the run waited on
 * them. Here they start first, on both databases, and the many short files fill the workers after.
 */
const STARTS_PROCESSES = /test\/server-process\.ts|node:child_process/;

function weight(spec: TestSpecification): number {
  const source = fs.readFileSync(spec.moduleId, "utf8");
  // A server process costs about as much as a thousand lines of in-process tests.
  return source.length + (STARTS_PROCESSES.test(source) ? 100_000 : 0);
}

export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weights = new Map(files.map((spec) => [spec, weight(spec)]));
    return [...files].sort((a, b) => (weights.get(b) ?? 0) - (weights.get(a) ?? 0));
  }
}
