import type { KeyboardEvent } from "react";
import { allProductsSearchPath, type Choice } from "./search-choices.ts";

/** What the search box's keys read and change: its words, whether its list shows, and the highlighted choice. */
export interface SearchComboboxKeyState {
  showing: boolean;
  /** Her words, trimmed. */
  wanted: string;
  text: string;
  choices: Choice[];
  active: number;
  highlighted: Choice | undefined;
  /** How many choices the list holds once opened, so ArrowUp on a closed list lands on the last one. */
  countOnOpen: () => number;
  setOpen: (open: boolean) => void;
  setActive: (index: number) => void;
  setText: (text: string) => void;
  choose: (choice: Choice) => void;
  onDismiss?: () => void;
}

/** The choice Enter takes with nothing highlighted: All Products searching for her words. */
export function searchAllChoice(wanted: string): Choice {
  return { kind: "all", key: "all", label: "", href: allProductsSearchPath(wanted) };
}

/**
 * The ARIA combobox's keys: the arrows open the list and move the highlight (wrapping round), Enter
 * takes the highlighted choice or searches All Products, Escape closes the list, then the phone's
 * panel, then clears the words.
 */
export function onSearchComboboxKey(event: KeyboardEvent<HTMLInputElement>, box: SearchComboboxKeyState) {
  const { showing, wanted, active } = box;
  const count = box.choices.length;
  switch (event.key) {
    case "ArrowDown":
      event.preventDefault();
      if (!showing) {
        box.setOpen(true);
        box.setActive(wanted ? 0 : -1);
      } else if (count > 0) box.setActive((active + 1) % count);
      break;
    case "ArrowUp":
      event.preventDefault();
      if (!showing) {
        box.setOpen(true);
        box.setActive(wanted ? box.countOnOpen() - 1 : -1);
      } else if (count > 0) box.setActive(active <= 0 ? count - 1 : active - 1);
      break;
    case "Enter":
      event.preventDefault();
      if (box.highlighted) box.choose(box.highlighted);
      else if (wanted) box.choose(searchAllChoice(wanted));
      break;
    case "Escape":
      if (showing) {
        event.preventDefault();
        box.setOpen(false);
        box.setActive(-1);
      } else if (box.onDismiss) {
        event.preventDefault();
        box.onDismiss();
      } else if (box.text) {
        event.preventDefault();
        box.setText("");
      }
      break;
  }
}
