import type { FastifyRequest } from "fastify";

/**
 * What a kept public answer depends on, and what a write changed (decision 0059): a write forgets
 * only the answers that share a tag with it. A read that names no tags depends on every write; a
 * write that names none forgets every answer. Naming too few tags shows a stale answer; naming too
 * many only costs speed.
 */
export const answerTags = {
  /**
   * Every answer that lists or counts many products or stores (lists, searches, facets,
   * suggestions, the store list): which products are in it, in what order, and the counts. A list
   * also depends on the tags of the products it shows, for what it shows of them (stock, price).
   */
  lists: "lists",
  /** A product's page and its reviews. */
  product: (id: string) => `product:${id}`,
  /** A store itself: its name, its address, its payment methods, shown on its pages and on each of its products' pages. */
  store: (id: string) => `store:${id}`,
  /** What a store holds: its list of products and its figures (products, sales, rating), on its pages. */
  storeGoods: (id: string) => `store-goods:${id}`,
} as const;

const dependencies = new WeakMap<FastifyRequest, readonly string[]>();
const touches = new WeakMap<FastifyRequest, Set<string>>();

/**
 * A public read's answer depends only on these tags (besides writes of unknown reach). Called by
 * the route with what its answer shows; `[]` for an answer no write changes.
 */
export function answerDependsOn(request: FastifyRequest, tags: readonly string[]): void {
  dependencies.set(request, tags);
}

/** The tags a read named, or undefined: then its answer depends on every write. */
export function dependenciesOf(request: FastifyRequest): readonly string[] | undefined {
  return dependencies.get(request);
}

/**
 * A write changed what these tags' answers show. Called by the route after its change is made
 * (more than once adds up). A write that never calls it forgets every kept answer.
 */
export function writeTouched(request: FastifyRequest, tags: Iterable<string>): void {
  const set = touches.get(request) ?? new Set<string>();
  for (const tag of tags) set.add(tag);
  touches.set(request, set);
}

/** The tags a write named, or undefined when it named none (then it touched everything). */
export function touchesOf(request: FastifyRequest): ReadonlySet<string> | undefined {
  return touches.get(request);
}
