import { Lock } from "lucide-react";
import type { ReactNode } from "react";

/** Shown instead of a page the visitor may not see: who may, and a way on. */
export function AccessNotice({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Lock className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold text-stone-900">{title}</h2>
      <p className="text-stone-600">{message}</p>
      {children && <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
