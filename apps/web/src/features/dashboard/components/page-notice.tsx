import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";

/** A seller screen that cannot be shown ('Store Not Found', 'Authentication Required'), with the way back. */
export function PageNotice({ title, message, icon }: { title: string; message: string; icon?: ReactNode }) {
  return (
    <EmptyState title={title} message={message} icon={icon}>
      <Link to="/dashboard" className={buttonClasses("primary")}>
        Back to Dashboard
      </Link>
    </EmptyState>
  );
}
