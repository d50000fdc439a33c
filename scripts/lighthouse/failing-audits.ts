import type { Result } from "lighthouse";
import { median } from "./median.ts";

/** Lighthouse shows an audit as passed from 0.9 up. */
const PASSING_SCORE = 0.9;

const CATEGORY_ORDER = ["accessibility", "seo", "best-practices", "performance"] as const;

export interface FailingAudit {
  id: string;
  title: string;
  category: (typeof CATEGORY_ORDER)[number];
  /** Median score (0 to 1) over the runs where the audit had one. */
  score: number;
  /** In how many of the runs it failed. */
  failedRuns: number;
  /** Lighthouse's own summary from the first failing run, e.g. "Est savings of 120 KiB". */
  displayValue?: string;
}

function failedIn(report: Result, id: string): boolean {
  const audit = report.audits[id];
  if (!audit || audit.score === null) return false;
  // Informative, manual and not-applicable audits have no pass or fail.
  if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) return false;
  return audit.score < PASSING_SCORE;
}

/**
 * What Lighthouse flags on a page: the audits of the four categories that failed in most runs
 * (one slow run alone does not list an audit), accessibility, SEO and best practices first because
 * their targets allow no miss, then performance, each worst first.
 */
export function failingAudits(reports: readonly Result[]): FailingAudit[] {
  const first = reports[0];
  if (!first) return [];
  const found: FailingAudit[] = [];
  for (const category of CATEGORY_ORDER) {
    const refs = first.categories[category]?.auditRefs ?? [];
    for (const { id } of refs) {
      const failing = reports.filter((report) => failedIn(report, id));
      if (failing.length * 2 <= reports.length) continue;
      const scores = reports
        .map((r) => r.audits[id]?.score)
        .filter((s): s is number => typeof s === "number");
      found.push({
        id,
        title: first.audits[id]?.title ?? id,
        category,
        score: median(scores),
        failedRuns: failing.length,
        displayValue: failing[0]?.audits[id]?.displayValue,
      });
    }
  }
  return found.sort(
    (a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) || a.score - b.score,
  );
}

export function describeFailingAudit(audit: FailingAudit): string {
  const detail = audit.displayValue ? `: ${audit.displayValue}` : "";
  return `[${audit.category}] ${audit.title} (${audit.id}, score ${audit.score.toFixed(2)})${detail}`;
}
