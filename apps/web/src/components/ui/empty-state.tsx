import { PackageOpen } from "lucide-react";
import type { ReactNode } from "react";

interface EmptyStateProps {
  title: string;
  message?: string;
  icon?: ReactNode;
  /** An action, such as a link to browse or to add the first item. */
  children?: ReactNode;
  /** 1 when this state is the whole page (its only heading); 2 inside a page that has its own title. */
  headingLevel?: 1 | 2;
}

export function EmptyState({ title, message, icon, children, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        {icon ?? <PackageOpen className="h-7 w-7" aria-hidden="true" />}
      </span>
      <Heading className="text-xl font-semibold text-stone-900">{title}</Heading>
      {message && <p className="text-stone-600">{message}</p>}
      {children && <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
