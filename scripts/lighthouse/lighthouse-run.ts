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

/**
 * Lighthouse's own "run Lighthouse again" failures: the trace of the load came back without its
 * navigation start (NO_NAVSTART) or cut short, which a busy machine causes now and then.
 */
const RUN_AGAIN = /NO_NAVSTART|NO_FCP|NO_TRACING_STARTED|Please run Lighthouse again/;

/** `runLighthouse`, tried up to `attempts` times while Lighthouse itself asks to be run again. */
export async function runLighthouseAgainIfAsked(
  url: string,
  chromePath: string,
  attempts = 3,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, chromePath);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof Error) || !RUN_AGAIN.test(error.message)) throw error;
      console.log(
        `${url}: Lighthouse asked to be run again (${error.message.slice(-40)}); attempt ${attempt + 1}`,
      );
    }
  }
}

/** Ends every Chromium this process launched (on Ctrl-C, while a run is under way). */
export function stopAllChromium(): void {
  chromeLauncher.killAll();
}
