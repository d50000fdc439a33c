import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        environment: "jsdom",
        include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
        setupFiles: ["src/test/setup.ts"],
        // A story of many steps in jsdom takes a few seconds on a busy 2-core machine; a hung one
        // still fails.
        testTimeout: 15_000,
        // Vitest's default on two cores is one worker; jsdom's set-up per file leaves room for two.
        maxWorkers: 2,
        // A worker reuses its jsdom and imported modules from file to file instead of building them
        // again for each (about 2.5 s a file); src/test/setup.ts gives each file a blank page.
        isolate: false,
      },
    }),
  ),
);
