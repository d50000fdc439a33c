import type { StoreListQuery } from "@marketplace/shared/stores-contracts";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { imageUrls } from "../../lib/public-urls.ts";
import * as stores from "./stores.service.ts";

/**
 * The stores' public reads, answered whole: by the HTTP routes and, in-process, by the server's
 * render of the public pages (docs/decisions/0022).
 */
export function storeAnswers(app: FastifyInstance) {
  const urls = imageUrls(app.config.publicUrl);
  return {
    async storeList(query: z.output<typeof StoreListQuery>) {
      return { success: true as const, stores: await stores.listStores(app.db, urls, query) };
    },

    /**
     * Counts the visit once per visitor (`ip`) per day, never the owner's (`accountId`), nor a read
     * for another page (`counted: false`).
     */
    async store(idOrSlug: string, visitor: { accountId?: string; ip: string; counted: boolean }) {
      return { success: true as const, store: await stores.getStore(app.db, urls, idOrSlug, visitor) };
    },
  };
}
