import type { RouteObject } from "react-router";
import { consoleBranch, sellerPages } from "./back-office-routes.tsx";
import { routeTree } from "./router.tsx";

/**
 * Every route from the start: the server's tree (it must know a seller's address is not a Not Found
 * page) and the route table's checks. The shopper's pages keep the same ids as in a browser's tree.
 */
export const allRoutes: RouteObject[] = routeTree(sellerPages, [consoleBranch]);
