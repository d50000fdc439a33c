import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state.tsx";

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
    <EmptyState title={title} message={message} icon={<Lock className="h-7 w-7" aria-hidden="true" />}>
      {children}
    </EmptyState>
  );
}
