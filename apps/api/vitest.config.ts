import { defineConfig } from "vitest/config";
import SlowFilesFirst from "./test/slow-files-first.ts";
import { isPostgresReachable, TEST_DATABASE_URL } from "./test/test-database.ts";

/**
 * Unit tests once; API tests (`*.api.test.ts`) on PGlite and on the real PostgreSQL server. Outside
 * CI an unreachable server skips the PostgreSQL run with one visible line; in CI it is a failure.
 */
export default defineConfig(async () => {
  const reachable = await isPostgresReachable();
  if (!reachable && process.env.CI === "true") {
    throw new Error(`CI requires PostgreSQL at ${TEST_DATABASE_URL}, and it is not reachable.`);
  }
  if (!reachable) {
    console.warn(
      `SKIPPED: PostgreSQL API tests (${TEST_DATABASE_URL} is not reachable; CI=true makes this a failure).`,
    );
  }
  const api = (name: string, driver: string) => ({
    extends: true as const,
    test: {
      name,
      include: ["src/**/*.api.test.ts", "bench/**/*.api.test.ts"],
      // An eighth of OWASP's scrypt work per password (password-hashing.ts); the tests about the
      // hasher's load set the real cost themselves.
      env: { TEST_DB: driver, PASSWORD_HASH_COST: "14" },
      globalSetup: ["test/global-setup.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Each file still builds its own app on its own database copy; what a worker keeps between
      // files is only the imported code (app.ts and its graph, about 5 s per file otherwise). The
      // files restore what they change (vi.unstubAllEnvs), and nothing in src/ keeps per-app state in
      // a module.
      isolate: false,
    },
  });
  return {
    test: {
      // Vitest's default on two cores is one worker; API tests spend most of their time waiting on
      // PostgreSQL, child servers and timers, so three keep both cores busy.
      maxWorkers: 3,
      sequence: { sequencer: SlowFilesFirst },
      projects: [
        {
          extends: true as const,
          test: {
            name: "unit",
            include: ["src/**/*.test.ts"],
            exclude: ["src/**/*.api.test.ts"],
            // Unit files run beside the API projects' workers on two cores; a 5 s default fails
            // them on load alone.
            testTimeout: 20_000,
          },
        },
        api("api-pglite", "pglite"),
        ...(reachable ? [api("api-postgres", "postgres")] : []),
      ],
    },
  };
});
