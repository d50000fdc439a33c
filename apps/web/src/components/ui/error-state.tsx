import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import { Button } from "./button.tsx";

interface ErrorStateProps {
  title?: string;
  message: string;
  /** Shows a Try Again button that calls this. */
  onRetry?: () => void;
  retrying?: boolean;
  /** Further actions, such as a link back. */
  children?: ReactNode;
  /** 1 when this state is the whole page (its only heading); 2 inside a page that has its own title. */
  headingLevel?: 1 | 2;
}

export function ErrorState({
  title,
  message,
  onRetry,
  retrying,
  children,
  headingLevel = 2,
}: ErrorStateProps) {
  const { t } = useT(messages);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-full bg-red-50 text-red-600">
        <TriangleAlert className="h-7 w-7" aria-hidden="true" />
      </span>
      <Heading className="text-xl font-semibold text-stone-900">{title ?? t("common.error.title")}</Heading>
      <p className="text-stone-600">{message}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {onRetry && (
          <Button onClick={onRetry} loading={retrying}>
            {t("common.error.tryAgain")}
          </Button>
        )}
        {children}
      </div>
    </div>
  );
}
