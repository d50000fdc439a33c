import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Result } from "lighthouse";
import { describeFailingAudit, type FailingAudit, failingAudits } from "./failing-audits.ts";
import { runLighthouseAgainIfAsked, stopAllChromium } from "./lighthouse-run.ts";
import {
  choosePort,
  ensureWebBuild,
  type RunningMarketplace,
  startMarketplace,
} from "./marketplace-server.ts";
import { discoverPages } from "./page-discovery.ts";
import { figuresOf, medianFigures, type PageFigures } from "./page-figures.ts";
import { formatResultsTable, type PageResult } from "./results-table.ts";
import { describeMiss, missedTargets } from "./targets.ts";

/**
 * `npm run lighthouse`: issue 14's targets measured on the home, all products, category, store and
 * product pages (Lighthouse mobile, default throttling, the median of three runs each). Starts the
 * marketplace itself unless `--url` names a running one. Exit 0: every target met; 1: a target
 * missed (each miss listed); 2: could not measure.
 */
const USAGE = `npm run lighthouse [-- [--url <base>] [--build] [--runs <n>]]
  --url <base>  measure a marketplace already running there (no build, no server started)
  --build       rebuild the web app first (otherwise it is built only when apps/web/dist is missing)
  --runs <n>    Lighthouse runs per page, median taken (default 3, as the targets are set)
Environment: LIGHTHOUSE_PORT (the started server's port; default a free one), CHROMIUM_PATH (default /usr/bin/chromium).`;

const REPO = path.resolve(import.meta.dirname, "../..");

interface PageMeasurement extends PageResult {
  url: string;
  runs: PageFigures[];
  failing: FailingAudit[];
  /** Chromium's CPU benchmark in each run: low when the machine is busy, and then the scores drop. */
  benchmarkIndexes: number[];
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      url: { type: "string" },
      build: { type: "boolean", default: false },
      runs: { type: "string", default: "3" },
      help: { type: "boolean", default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs ${values.runs} is not a positive whole number`);
  return { url: values.url?.replace(/\/+$/, ""), build: values.build, runs, help: values.help };
}

function resultsFolder(): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const folder = path.join(REPO, "lighthouse/results", stamp);
  fs.mkdirSync(folder, { recursive: true });
  return folder;
}

function fileName(page: string): string {
  return page.replace(/\s+/g, "-");
}

async function measurePage(
  baseUrl: string,
  page: { page: string; path: string },
  runs: number,
  chromePath: string,
  folder: string,
): Promise<{ measurement: PageMeasurement; reports: Result[] }> {
  const url = new URL(page.path, baseUrl).href;
  const reports: Result[] = [];
  for (let run = 1; run <= runs; run++) {
    console.log(`${page.page}: run ${run} of ${runs} (${url})`);
    const { report, json } = await runLighthouseAgainIfAsked(url, chromePath);
    fs.writeFileSync(path.join(folder, `${fileName(page.page)}-run-${run}.report.json`), json);
    reports.push(report);
  }
  const perRun = reports.map(figuresOf);
  return {
    measurement: {
      ...page,
      url,
      runs: perRun,
      figures: medianFigures(perRun),
      failing: failingAudits(reports),
      benchmarkIndexes: reports.map((report) => report.environment.benchmarkIndex),
    },
    reports,
  };
}

function summaryText(
  measurements: PageMeasurement[],
  misses: string[],
  about: { baseUrl: string; runs: number; lighthouseVersion: string; userAgent: string; loadAtStart: string },
): string {
  const indexes = measurements.flatMap((m) => m.benchmarkIndexes);
  const lines = [
    `# Lighthouse: ${new Date().toISOString()}`,
    "",
    `${about.baseUrl}, Lighthouse ${about.lighthouseVersion} (mobile, simulated throttling), median of ${about.runs} run(s) per page, ${about.userAgent}.`,
    "",
    `Machine: load average ${about.loadAtStart} at the start; Chromium's benchmark index ${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))} over the runs (it falls when other work shares the CPU, and the scores fall with it).`,
    "",
    formatResultsTable(measurements),
    "",
    misses.length === 0 ? "Every target met." : `Targets missed:\n${misses.map((m) => `- ${m}`).join("\n")}`,
    "",
    "## What Lighthouse flags (failed in most runs)",
  ];
  for (const m of measurements) {
    lines.push("", `### ${m.page} (${m.path})`, "");
    lines.push(
      ...(m.failing.length === 0 ? ["Nothing."] : m.failing.map((a) => `- ${describeFailingAudit(a)}`)),
    );
  }
  return `${lines.join("\n")}\n`;
}

async function main(): Promise<number> {
  const options = readOptions();
  const loadAtStart = `${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`;
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: set CHROMIUM_PATH`);
  const folder = resultsFolder();

  let server: RunningMarketplace | undefined;
  const interrupt = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping Chromium and the marketplace…`);
    stopAllChromium();
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  };
  process.once("SIGINT", interrupt);
  process.once("SIGTERM", interrupt);

  const measurements: PageMeasurement[] = [];
  let firstReport: Result | undefined;
  let baseUrl: string;
  try {
    if (options.url) {
      baseUrl = options.url;
    } else {
      await ensureWebBuild(options.build);
      const port = await choosePort();
      console.log(`Starting the marketplace (production, fresh demo data) on port ${port}…`);
      server = await startMarketplace(port, path.join(folder, "server.log"));
      baseUrl = server.baseUrl;
    }
    const pages = await discoverPages(baseUrl);
    for (const page of pages) {
      const { measurement, reports } = await measurePage(baseUrl, page, options.runs, chromePath, folder);
      measurements.push(measurement);
      firstReport ??= reports[0];
    }
  } finally {
    await server?.stop();
  }

  const misses = measurements.flatMap((m) => missedTargets(m.page, m.figures)).map(describeMiss);
  const about = {
    baseUrl,
    runs: options.runs,
    lighthouseVersion: firstReport?.lighthouseVersion ?? "unknown",
    userAgent: firstReport?.environment.hostUserAgent ?? "unknown browser",
    loadAtStart,
  };
  const summary = summaryText(measurements, misses, about);
  fs.writeFileSync(path.join(folder, "summary.md"), summary);
  fs.writeFileSync(
    path.join(folder, "summary.json"),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...about, pages: measurements, misses }, null, 2)}\n`,
  );
  console.log(`\n${summary}`);
  console.log(`Reports and summary: ${path.relative(REPO, folder)}/`);
  return misses.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("npm run lighthouse could not measure:", error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
