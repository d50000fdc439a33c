import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { failingAudits } from "../../scripts/lighthouse/failing-audits.ts";
import { median } from "../../scripts/lighthouse/median.ts";
import { pagesToMeasure } from "../../scripts/lighthouse/page-discovery.ts";
import { figuresOf, medianFigures, type PageFigures } from "../../scripts/lighthouse/page-figures.ts";
import { formatResultsTable } from "../../scripts/lighthouse/results-table.ts";
import { describeMiss, missedTargets } from "../../scripts/lighthouse/targets.ts";

const passing: PageFigures = {
  performance: 95,
  accessibility: 100,
  seo: 100,
  bestPractices: 95,
  cls: 0.049,
  lcpSeconds: 1.99,
  scriptKb: 110,
};

describe("median", () => {
  it("takes the middle run, whatever order the runs came in", () => {
    expect(median([3.9, 2.1, 4.4])).toBe(3.9);
    expect(median([47])).toBe(47);
  });

  it("takes the mean of the two middle runs for an even count", () => {
    expect(median([10, 40, 20, 30])).toBe(25);
  });

  it("refuses no runs rather than inventing a figure", () => {
    expect(() => median([])).toThrow();
  });
});

describe("median figures", () => {
  it("takes each figure's own median, so one bad run moves nothing", () => {
    const runs: PageFigures[] = [
      { ...passing, performance: 40, cls: 0.01, lcpSeconds: 2.5 },
      { ...passing, performance: 90, cls: 0.3, lcpSeconds: 1.5 },
      { ...passing, performance: 60, cls: 0.02, lcpSeconds: 1.8 },
    ];
    expect(medianFigures(runs)).toEqual({ ...passing, performance: 60, cls: 0.02, lcpSeconds: 1.8 });
  });
});

describe("targets", () => {
  it("passes a page exactly on each bound it must reach and just under each it must stay below", () => {
    expect(missedTargets("home", passing)).toEqual([]);
  });

  it("lists each missed target with the figure and what it should be", () => {
    const misses = missedTargets("product", {
      ...passing,
      performance: 94,
      accessibility: 98,
      cls: 0.05,
      lcpSeconds: 2.0,
    });
    expect(misses.map(describeMiss)).toEqual([
      "product: performance 94, target ≥ 95",
      "product: accessibility 98, target ≥ 100",
      "product: CLS 0.050, target < 0.05",
      "product: LCP (s) 2, target < 2",
    ]);
  });

  it("reports the JavaScript transferred without holding a page to it (not one of the Lighthouse targets)", () => {
    expect(missedTargets("home", { ...passing, scriptKb: 900 })).toEqual([]);
  });
});

describe("results table", () => {
  it("has a row per page and the targets, and marks only the figures that miss", () => {
    const table = formatResultsTable([
      { page: "home", path: "/", figures: passing },
      { page: "store", path: "/store/noor", figures: { ...passing, seo: 92 } },
    ]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(5);
    expect(lines[2]).toMatch(/^\| home \(\/\)/);
    expect(lines[2]).not.toContain("✗");
    expect(lines[3]).toContain("92 ✗");
    expect(lines[3]?.match(/✗/g)).toHaveLength(1);
    expect(lines[4]).toContain("≥ 95");
    expect(lines[4]).toContain("< 0.05");
  });
});

describe("pages to measure", () => {
  it("measures the product's own category and store, at the addresses the shop links to", () => {
    const pages = pagesToMeasure({ id: "0196", category: "Pet & Kids Items", storeSlug: "noor-crochet" });
    expect(pages.map((p) => p.path)).toEqual([
      "/",
      "/AllProducts",
      "/products/category/Pet%20%26%20Kids%20Items",
      "/store/noor-crochet",
      "/viewproduct/0196",
    ]);
  });
});

/** The parts of a Lighthouse report the script reads, for one run. */
function report(options: {
  performance: number;
  contrast: number;
  metaDescription: number;
  js: number[];
}): Result {
  const audit = (score: number | null, scoreDisplayMode = "binary") => ({
    id: "",
    title: "",
    description: "",
    score,
    scoreDisplayMode,
  });
  return {
    lighthouseVersion: "12",
    categories: {
      performance: { score: options.performance, auditRefs: [{ id: "unused-javascript" }] },
      accessibility: { score: 0.9, auditRefs: [{ id: "color-contrast" }, { id: "aria-roles" }] },
      seo: { score: 0.91, auditRefs: [{ id: "meta-description" }, { id: "hreflang" }] },
      "best-practices": { score: 1, auditRefs: [] },
    },
    audits: {
      "unused-javascript": { ...audit(0.5, "metricSavings"), title: "Reduce unused JavaScript" },
      "color-contrast": { ...audit(options.contrast), title: "Contrast" },
      "aria-roles": audit(null, "notApplicable"),
      "meta-description": { ...audit(options.metaDescription), title: "Meta description" },
      hreflang: audit(0, "informative"),
      "cumulative-layout-shift": { ...audit(0.2, "numeric"), numericValue: 0.31 },
      "largest-contentful-paint": { ...audit(0.4, "numeric"), numericValue: 3300 },
      "network-requests": {
        ...audit(null, "informative"),
        details: {
          type: "table",
          headings: [],
          items: [
            ...options.js.map((bytes) => ({ resourceType: "Script", transferSize: bytes })),
            { resourceType: "Image", transferSize: 99_999 },
          ],
        },
      },
    },
  } as unknown as Result;
}

describe("figures of one report", () => {
  it("reads scores out of 100, CLS, LCP in seconds and only the scripts' transferred bytes", () => {
    const figures = figuresOf(
      report({ performance: 0.47, contrast: 0, metaDescription: 0, js: [1024, 2048] }),
    );
    expect(figures).toEqual({
      performance: 47,
      accessibility: 90,
      seo: 91,
      bestPractices: 100,
      cls: 0.31,
      lcpSeconds: 3.3,
      scriptKb: 3,
    });
  });
});

describe("failing audits", () => {
  it("lists audits that failed in most runs, accessibility first, and skips ones with no pass or fail", () => {
    const runs = [
      report({ performance: 0.5, contrast: 0, metaDescription: 1, js: [] }),
      report({ performance: 0.5, contrast: 0, metaDescription: 0, js: [] }),
      report({ performance: 0.5, contrast: 1, metaDescription: 1, js: [] }),
    ];
    expect(failingAudits(runs).map((a) => [a.id, a.failedRuns])).toEqual([
      ["color-contrast", 2],
      ["unused-javascript", 3],
    ]);
  });
});
