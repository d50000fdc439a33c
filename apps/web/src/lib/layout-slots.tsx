import { type ComponentType, createContext, useContext } from "react";

/**
 * Parts of the site's frame a page may show inside itself. The header's search box is lent this way
 * to a phone's home page (issue 34, item 6): imported by the page, its code would leave the frame's
 * first file for a chunk of its own, and every public page would load more (the JS budget).
 */
export interface LayoutSlots {
  SearchBox?: ComponentType<{ className?: string }>;
}

export const LayoutSlotsContext = createContext<LayoutSlots>({});

export function useLayoutSlots(): LayoutSlots {
  return useContext(LayoutSlotsContext);
}
