import type { PageFigures } from "./page-figures.ts";

/** Issue 14's targets: Lighthouse mobile, default throttling, median of three runs. */
export interface Target {
  figure: keyof PageFigures;
  label: string;
  /** "atLeast": the figure must reach the bound; "below": it must stay under it. */
  rule: "atLeast" | "below";
  bound: number;
}

export const TARGETS: readonly Target[] = [
  { figure: "performance", label: "performance", rule: "atLeast", bound: 95 },
  { figure: "accessibility", label: "accessibility", rule: "atLeast", bound: 100 },
  { figure: "seo", label: "SEO", rule: "atLeast", bound: 100 },
  { figure: "bestPractices", label: "best practices", rule: "atLeast", bound: 95 },
  { figure: "cls", label: "CLS", rule: "below", bound: 0.05 },
  { figure: "lcpSeconds", label: "LCP (s)", rule: "below", bound: 2.0 },
];

export interface Miss {
  page: string;
  target: Target;
  value: number;
}

export function meets(target: Target, value: number): boolean {
  return target.rule === "atLeast" ? value >= target.bound : value < target.bound;
}

export function describeTarget(target: Target): string {
  return target.rule === "atLeast" ? `≥ ${target.bound}` : `< ${target.bound}`;
}

export function missedTargets(page: string, figures: PageFigures): Miss[] {
  return TARGETS.filter((target) => !meets(target, figures[target.figure])).map((target) => ({
    page,
    target,
    value: figures[target.figure],
  }));
}

export function describeMiss(miss: Miss): string {
  const value = miss.target.figure === "cls" ? miss.value.toFixed(3) : formatFigure(miss.value);
  return `${miss.page}: ${miss.target.label} ${value}, target ${describeTarget(miss.target)}`;
}

function formatFigure(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
