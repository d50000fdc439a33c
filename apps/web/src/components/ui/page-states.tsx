import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { Spinner } from "./spinner.tsx";

export function LoadingState({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-20 text-stone-600">
      <Spinner className="h-8 w-8 text-brand-700" />
      <p>{label}</p>
    </div>
  );
}

export function ErrorState({
  title = "Oops! Something went wrong",
  message,
  onRetry,
  children,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <p className="text-4xl" aria-hidden="true">
        ⚠
      </p>
      <h2 className="text-xl font-semibold text-stone-900">{title}</h2>
      <p className="text-stone-600">{message}</p>
      {onRetry && <Button onClick={onRetry}>Try Again</Button>}
      {children}
    </div>
  );
}

export function EmptyState({
  title,
  message,
  children,
}: {
  title: string;
  message?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <p className="text-4xl" aria-hidden="true">
        🧺
      </p>
      <h2 className="text-xl font-semibold text-stone-900">{title}</h2>
      {message && <p className="text-stone-600">{message}</p>}
      {children}
    </div>
  );
}
