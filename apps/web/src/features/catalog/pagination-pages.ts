export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/**
 * The page buttons to show: always the first and last page, the current one with `siblings` on
 * each side, and an ellipsis where pages are skipped. A gap of a single page shows that page
 * instead of an ellipsis, since the ellipsis would take the same room.
 */
export function paginationPages(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  // first, last, current, siblings on each side and two ellipses
  if (total <= 5 + siblings * 2) return Array.from({ length: total }, (_, i) => i + 1);

  let start = Math.max(2, page - siblings);
  let end = Math.min(total - 1, page + siblings);
  // Keep the number of buttons steady near either end.
  const span = siblings * 2 + 1;
  if (page - siblings <= 3) {
    start = 2;
    end = 1 + span + 1;
  } else if (page + siblings >= total - 2) {
    end = total - 1;
    start = total - span - 1;
  }

  const items: PageItem[] = [1];
  if (start > 2) items.push("ellipsis-start");
  for (let n = start; n <= end; n++) items.push(n);
  if (end < total - 1) items.push("ellipsis-end");
  items.push(total);
  return items;
}
