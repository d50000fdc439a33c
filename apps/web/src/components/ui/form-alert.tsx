import { cn } from "@/lib/cn.ts";

/**
 * A form's own failure, the server's answer that names no field (a wrong password, a refusal), shown
 * under the form and read out at once: `errors.root.server` as `applyServerErrors` sets it.
 */
export function FormAlert({ message, className }: { message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={cn("rounded-xl bg-red-50 px-3.5 py-2.5 text-sm text-red-800", className)}>
      {message}
    </p>
  );
}
