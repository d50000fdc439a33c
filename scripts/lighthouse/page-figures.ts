import type { Result } from "lighthouse";
import { median } from "./median.ts";

/** What the targets and the table speak about, for one run or the median of several. */
export interface PageFigures {
  /** Category scores, 0 to 100. */
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  /** Cumulative layout shift, unitless. */
  cls: number;
  /** Largest contentful paint, seconds. */
  lcpSeconds: number;
  /** JavaScript transferred over the network, kilobytes of 1,024 bytes (compressed, as sent). */
  scriptKb: number;
}

export const FIGURE_NAMES = [
  "performance",
  "accessibility",
  "seo",
  "bestPractices",
  "cls",
  "lcpSeconds",
  "scriptKb",
] as const satisfies ReadonlyArray<keyof PageFigures>;

interface NetworkRequestItem {
  resourceType?: string;
  transferSize?: number;
}

function categoryScore(report: Result, id: string): number {
  // A score Lighthouse could not compute counts as 0: a miss, not a pass.
  return Math.round((report.categories[id]?.score ?? 0) * 100);
}

function auditValue(report: Result, id: string): number {
  const value = report.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse report has no value for ${id}`);
  return value;
}

function scriptBytes(report: Result): number {
  const details = report.audits["network-requests"]?.details;
  const items = (details && "items" in details ? details.items : []) as NetworkRequestItem[];
  return items
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

export function figuresOf(report: Result): PageFigures {
  return {
    performance: categoryScore(report, "performance"),
    accessibility: categoryScore(report, "accessibility"),
    seo: categoryScore(report, "seo"),
    bestPractices: categoryScore(report, "best-practices"),
    cls: auditValue(report, "cumulative-layout-shift"),
    lcpSeconds: auditValue(report, "largest-contentful-paint") / 1000,
    scriptKb: scriptBytes(report) / 1024,
  };
}

/** Each figure's own median over the runs (not the figures of one median run). */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const entries = FIGURE_NAMES.map((name) => [name, median(runs.map((run) => run[name]))] as const);
  return Object.fromEntries(entries) as unknown as PageFigures;
}
