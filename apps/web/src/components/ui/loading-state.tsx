import { Spinner } from "./spinner.tsx";

export function LoadingState({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 px-4 py-20 text-stone-600">
      <Spinner className="h-8 w-8 text-brand-700" />
      <p>{label}</p>
    </div>
  );
}
