import * as Radix from "@radix-ui/react-dialog";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";
import { useReturnFocus } from "./use-return-focus.ts";

/**
 * The base every dialog of the app is built on (Modal, Sheet, ConfirmDialog, the full-size photo
 * viewer), and the only place that imports Radix's dialog: focus is trapped inside, Escape and the
 * close buttons dismiss it, the title names it for screen readers, and on closing the focus goes
 * back to what opened it.
 */
export const DialogRoot = Radix.Root;
/** Opens the dialog; when used, Radix itself puts the focus back on it after closing. */
export const DialogTrigger = Radix.Trigger;
export const DialogTitle = Radix.Title;
export const DialogDescription = Radix.Description;
export const DialogClose = Radix.Close;

const OVERLAYS = {
  dim: "bg-stone-900/50",
  /** Nearly black, for a photo shown full size. */
  dark: "bg-stone-950/90",
} as const;

interface DialogPanelProps extends ComponentProps<typeof Radix.Content> {
  overlay?: keyof typeof OVERLAYS;
  overlayClassName?: string;
  /** Where the focus goes on closing when the opener is gone (a cart line just removed). */
  fallbackFocus?: () => HTMLElement | null;
  /** False when the panel has no `DialogDescription`, so Radix does not warn about a missing one. */
  described?: boolean;
}

/** The overlay and the panel over it, in a portal. Position, size and background come from `className`. */
export function DialogPanel({
  overlay = "dim",
  overlayClassName,
  fallbackFocus,
  described = true,
  className,
  children,
  ...rest
}: DialogPanelProps) {
  const returnFocus = useReturnFocus(fallbackFocus);
  return (
    <Radix.Portal>
      <Radix.Overlay className={cn("fixed inset-0 z-50", OVERLAYS[overlay], overlayClassName)} />
      <Radix.Content
        {...returnFocus}
        {...(described ? {} : { "aria-describedby": undefined })}
        {...rest}
        className={cn("fixed z-50 focus:outline-none", className)}
      >
        {children}
      </Radix.Content>
    </Radix.Portal>
  );
}
