import type { PageFigures } from "./page-figures.ts";
import { describeTarget, meets, TARGETS } from "./targets.ts";

export interface PageResult {
  page: string;
  path: string;
  figures: PageFigures;
}

interface Column {
  heading: string;
  figure: keyof PageFigures;
  decimals: number;
}

const COLUMNS: readonly Column[] = [
  { heading: "performance", figure: "performance", decimals: 0 },
  { heading: "accessibility", figure: "accessibility", decimals: 0 },
  { heading: "SEO", figure: "seo", decimals: 0 },
  { heading: "best practices", figure: "bestPractices", decimals: 0 },
  { heading: "CLS", figure: "cls", decimals: 3 },
  { heading: "LCP (s)", figure: "lcpSeconds", decimals: 2 },
  { heading: "JS (KB)", figure: "scriptKb", decimals: 0 },
];

/** A figure that misses its target is marked ✗, so a reader finds the misses without the list. */
function cell(column: Column, figures: PageFigures): string {
  const value = figures[column.figure];
  const target = TARGETS.find((t) => t.figure === column.figure);
  const missed = target !== undefined && !meets(target, value);
  return `${value.toFixed(column.decimals)}${missed ? " ✗" : ""}`;
}

function targetCell(column: Column): string {
  const target = TARGETS.find((t) => t.figure === column.figure);
  return target ? describeTarget(target) : "";
}

/**
 * A Markdown table, padded so it also reads in a terminal: one row per page, then the targets.
 * The same text goes to the console, to summary.md and (by hand) to docs/performance.md.
 */
export function formatResultsTable(results: readonly PageResult[]): string {
  const rows = [
    ["page", ...COLUMNS.map((c) => c.heading)],
    ...results.map((r) => [`${r.page} (${r.path})`, ...COLUMNS.map((c) => cell(c, r.figures))]),
    ["target", ...COLUMNS.map(targetCell)],
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => [...row[i]!].length)));
  const line = (row: string[]) =>
    `| ${row.map((text, i) => (i === 0 ? text.padEnd(widths[i]!) : text.padStart(widths[i]!))).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`;
  const [header, ...body] = rows;
  return [line(header!), rule, ...body.map(line)].join("\n");
}
