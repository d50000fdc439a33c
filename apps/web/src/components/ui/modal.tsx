import { X } from "lucide-react";
import type { ReactNode } from "react";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { DialogClose, DialogDescription, DialogPanel, DialogRoot, DialogTitle } from "./dialog.tsx";

interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** "md" for a short question (confirm, give a reason); "lg" for a form or a message. */
  width?: keyof typeof WIDTHS;
  className?: string;
}

const WIDTHS = { md: "max-w-md", lg: "max-w-lg" } as const;

/**
 * The app's centred dialog: focus trapped inside, Escape and the close button dismiss it, and on
 * closing focus goes back to whatever opened it (a button, a dropdown), when that is still there.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  width = "lg",
  className,
}: ModalProps) {
  const { t } = useT(messages);
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        described={Boolean(description)}
        className={cn(
          "top-1/2 left-1/2 max-h-[90dvh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6",
          WIDTHS[width],
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <DialogTitle className="text-lg font-semibold text-stone-900">{title}</DialogTitle>
          <DialogClose
            className="-m-1 rounded-full p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
            aria-label={t("common.dialog.close")}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </DialogClose>
        </div>
        {description && (
          <DialogDescription className="mt-1 text-sm text-stone-600">{description}</DialogDescription>
        )}
        <div className="mt-4">{children}</div>
      </DialogPanel>
    </DialogRoot>
  );
}
