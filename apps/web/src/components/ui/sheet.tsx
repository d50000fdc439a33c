import { X } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { cn } from "@/lib/cn.ts";
import { DialogClose, DialogDescription, DialogPanel, DialogRoot, DialogTitle } from "./dialog.tsx";

export { DialogClose as SheetClose } from "./dialog.tsx";

const SIDES = {
  /** A full-height panel sliding in from the end: the right, or the left in Urdu (the cart). */
  right:
    "inset-y-0 end-0 w-full max-w-md shadow-2xl transition-transform duration-300 ease-out starting:translate-x-full rtl:starting:-translate-x-full",
  /** Up from the bottom on a phone, where the thumb is; a right-hand panel from tablets up (filters). */
  bottom:
    "inset-x-0 bottom-0 max-h-[90dvh] rounded-t-3xl shadow-xl sm:inset-y-0 sm:end-0 sm:start-auto sm:max-h-none sm:w-96 sm:rounded-none sm:rounded-s-3xl",
} as const;

interface SheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** Read out with the title; shown under it unless `descriptionHidden`. */
  description: ReactNode;
  descriptionHidden?: boolean;
  /** The close button's name ("Close cart"). */
  closeLabel: string;
  side: keyof typeof SIDES;
  /** For moving the focus to the top of the sheet (the title takes focus: tabIndex -1). */
  titleRef?: Ref<HTMLHeadingElement>;
  /** Where the focus goes on closing when what opened the sheet is gone. */
  fallbackFocus?: () => HTMLElement | null;
  /** The sheet's body and footer; the sheet is a flex column, so `flex-1 overflow-y-auto` scrolls. */
  children: ReactNode;
}

/**
 * A side panel: the app's dialog (focus trapped, Escape, a labelled title, focus back to the opener)
 * laid along an edge of the screen, with its title, description and close button at the top.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  descriptionHidden = false,
  closeLabel,
  side,
  titleRef,
  fallbackFocus,
  children,
}: SheetProps) {
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        fallbackFocus={fallbackFocus}
        overlayClassName="transition-opacity duration-300 starting:opacity-0"
        className={cn("flex flex-col bg-white", SIDES[side])}
      >
        <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-5 py-4">
          <div>
            <DialogTitle
              ref={titleRef}
              tabIndex={titleRef ? -1 : undefined}
              className="text-xl font-semibold text-stone-900 focus:outline-none"
            >
              {title}
            </DialogTitle>
            <DialogDescription className={descriptionHidden ? "sr-only" : "text-sm text-stone-500"}>
              {description}
            </DialogDescription>
          </div>
          <DialogClose
            aria-label={closeLabel}
            className="grid h-10 w-10 shrink-0 place-items-center rounded-full text-stone-500 transition-colors hover:bg-stone-100 hover:text-stone-800"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </DialogClose>
        </div>
        {children}
      </DialogPanel>
    </DialogRoot>
  );
}
