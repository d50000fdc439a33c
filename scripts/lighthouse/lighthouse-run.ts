import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";

/** The flags the project launches Chromium with everywhere (helper brief, e2e). */
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export interface LighthouseRun {
  report: Result;
  /** The whole report as Lighthouse writes it (JSON). */
  json: string;
}

/**
 * One Lighthouse run in a Chromium of its own, so no run inherits another's cache, service worker
 * or memory pressure. Lighthouse's default settings: mobile form factor, simulated throttling.
 */
export async function runLighthouse(url: string, chromePath: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
    // The script stops its own server on Ctrl-C; chrome-launcher's handler would exit before that.
    handleSIGINT: false,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr, report } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    return { report: lhr, json: Array.isArray(report) ? report.join("\n") : report };
  } finally {
    chrome.kill();
  }
}

/** Ends every Chromium this process launched (on Ctrl-C, while a run is under way). */
export function stopAllChromium(): void {
  chromeLauncher.killAll();
}
