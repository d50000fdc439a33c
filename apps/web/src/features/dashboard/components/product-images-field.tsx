import { fileTooLargeMessage, MAX_PRODUCT_IMAGES } from "@marketplace/shared/products-contracts";
import { MAX_IMAGE_BYTES } from "@marketplace/shared/stores-contracts";
import { ChevronLeft, ChevronRight, ImagePlus, Star, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { errorMessageOf } from "@/features/auth/auth-errors.ts";
import { ApiError } from "@/lib/api-client.ts";
import { uploadProductImage } from "../api/dashboard-api.ts";

interface Upload {
  key: string;
  name: string;
  preview: string;
  progress: number;
}

interface ProductImagesFieldProps {
  /** URLs of the product's images, in order: kept ones and freshly uploaded ones. */
  value: string[];
  onChange: (urls: string[]) => void;
  token: string;
  error?: string;
  onBusyChange: (busy: boolean) => void;
  onAuthFailed: () => void;
}

/** Reasons a chosen file is refused before any upload; the server checks the bytes again. */
export function checkImageFile(file: File): string | null {
  if (!file.type.startsWith("image/"))
    return `File ${file.name} is not an image. Please select image files only.`;
  if (file.size > MAX_IMAGE_BYTES) return fileTooLargeMessage(file.name);
  return null;
}

/** `urls` with the image at `from` moved to `to` (0 is the cover, which cards show). */
export function moveImage(urls: string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= urls.length || to >= urls.length) return urls;
  const next = [...urls];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * Several product images: each chosen file is checked, uploaded at once with a progress bar, and can be
 * removed, moved or made the cover. Photos join the list in the order they were chosen, however the
 * uploads finish. The product is saved with the URLs the server answered, in the order shown.
 */
export function ProductImagesField({
  value,
  onChange,
  token,
  error,
  onBusyChange,
  onAuthFailed,
}: ProductImagesFieldProps) {
  const inputId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const aborts = useRef(new Map<string, () => void>());
  // The latest URLs, so uploads finishing one after another each add to the newest list.
  const latest = useRef(value);
  latest.current = value;
  // Settles once every upload chosen so far has joined the list (or failed): the next one waits for it.
  const inOrder = useRef<Promise<unknown>>(Promise.resolve());
  const [moveNote, setMoveNote] = useState("");

  useEffect(() => onBusyChange(uploads.length > 0), [uploads.length, onBusyChange]);
  useEffect(() => {
    const pending = aborts.current;
    return () => {
      for (const abort of pending.values()) abort();
    };
  }, []);

  async function addFiles(files: File[]) {
    const found: string[] = [];
    const room = MAX_PRODUCT_IMAGES - latest.current.length - uploads.length;
    const accepted: File[] = [];
    for (const file of files) {
      const problem = checkImageFile(file);
      if (problem) found.push(problem);
      else if (accepted.length >= room)
        found.push(`${file.name} was not added: at most ${MAX_PRODUCT_IMAGES} images per product.`);
      else accepted.push(file);
    }
    setProblems(found);
    if (found[0]) toast.error("Error", { description: found[0] });
    if (accepted.length === 0) return;

    const started = accepted.map((file, i) => ({
      file,
      upload: {
        key: `${Date.now()}-${i}-${file.name}`,
        name: file.name,
        preview: URL.createObjectURL(file),
        progress: 0,
      },
    }));
    setUploads((list) => [...list, ...started.map((s) => s.upload)]);

    const results = await Promise.allSettled(
      started.map(({ file, upload }) => {
        const { promise, abort } = uploadProductImage(file, token, (progress) =>
          setUploads((list) => list.map((u) => (u.key === upload.key ? { ...u, progress } : u))),
        );
        aborts.current.set(upload.key, abort);
        const earlier = inOrder.current;
        const joined = (async () => {
          try {
            const image = await promise;
            // A small photo chosen second must not overtake a large one chosen first.
            await earlier;
            latest.current = [...latest.current, image.url];
            onChange(latest.current);
            return image;
          } finally {
            aborts.current.delete(upload.key);
            URL.revokeObjectURL(upload.preview);
            setUploads((list) => list.filter((u) => u.key !== upload.key));
          }
        })();
        inOrder.current = joined.catch(() => undefined);
        return joined;
      }),
    );

    const uploaded = results.filter((r) => r.status === "fulfilled").length;
    const failures = results.flatMap((r, i) =>
      r.status === "rejected" ? [{ error: r.reason as unknown, name: accepted[i]?.name }] : [],
    );
    if (failures.some((f) => f.error instanceof ApiError && f.error.status === 401)) {
      onAuthFailed();
      return;
    }
    const failed = failures
      .filter((f) => !(f.error instanceof DOMException && f.error.name === "AbortError"))
      .map((f) => `Could not upload ${f.name}: ${errorMessageOf(f.error)}`);
    if (failed.length > 0) {
      setProblems((list) => [...list, ...failed]);
      toast.error("Error", { description: failed[0] });
    }
    if (uploaded > 0) toast.success(`${uploaded} image(s) uploaded successfully!`);
  }

  function move(from: number, to: number) {
    const next = moveImage(value, from, to);
    if (next === value) return;
    latest.current = next;
    onChange(next);
    setMoveNote(
      to === 0 ? `Image ${from + 1} is now the cover.` : `Image ${from + 1} moved to position ${to + 1}.`,
    );
  }

  const errorId = `${inputId}-error`;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-stone-800">
        Product images
        <span aria-hidden="true" className="text-brand-700">
          {" "}
          *
        </span>
      </legend>
      <p className="text-xs text-stone-500">
        Up to {MAX_PRODUCT_IMAGES} images, each at most 5MB. The first one is the cover shown on product
        cards: use the arrows to change the order.
      </p>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-5">
        {value.map((url, index) => {
          const first = index === 0;
          const last = index === value.length - 1;
          return (
            <li key={url} className="flex flex-col gap-1">
              <div className="relative aspect-square overflow-hidden rounded-xl bg-stone-100 ring-1 ring-stone-200">
                <img
                  src={url}
                  alt={`Product view ${index + 1}`}
                  width={160}
                  height={160}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
                {first && (
                  <span className="absolute bottom-1 left-1 rounded-full bg-white/90 px-2 py-0.5 text-[10px] font-semibold text-stone-700">
                    Cover
                  </span>
                )}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((u) => u !== url))}
                  className="absolute top-1 right-1 grid h-8 w-8 place-items-center rounded-full bg-white/90 text-stone-700 shadow hover:text-red-600"
                  aria-label={`Remove image ${index + 1}`}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </div>
              {value.length > 1 && (
                // aria-disabled rather than disabled: the pressed button keeps the focus when its photo
                // reaches an end, so the keyboard can go on moving it.
                <div className="flex justify-between">
                  <ImageMoveButton
                    label={`Move image ${index + 1} left`}
                    unavailable={first}
                    onClick={() => move(index, index - 1)}
                  >
                    <ChevronLeft className="h-4 w-4" aria-hidden="true" />
                  </ImageMoveButton>
                  <ImageMoveButton
                    label={first ? `Image ${index + 1} is the cover` : `Make image ${index + 1} the cover`}
                    unavailable={first}
                    onClick={() => move(index, 0)}
                  >
                    <Star className={first ? "h-4 w-4 fill-current" : "h-4 w-4"} aria-hidden="true" />
                  </ImageMoveButton>
                  <ImageMoveButton
                    label={`Move image ${index + 1} right`}
                    unavailable={last}
                    onClick={() => move(index, index + 1)}
                  >
                    <ChevronRight className="h-4 w-4" aria-hidden="true" />
                  </ImageMoveButton>
                </div>
              )}
            </li>
          );
        })}
        {uploads.map((u) => (
          <li
            key={u.key}
            className="relative aspect-square overflow-hidden rounded-xl bg-stone-100 ring-1 ring-stone-200"
          >
            <img src={u.preview} alt="" className="h-full w-full object-cover opacity-60" />
            <div className="absolute inset-x-2 bottom-2 space-y-1">
              <div
                role="progressbar"
                aria-label={`Uploading ${u.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(u.progress * 100)}
                className="h-2 overflow-hidden rounded-full bg-white/80"
              >
                <div
                  className="h-full rounded-full bg-brand-600 transition-[width]"
                  style={{ width: `${Math.round(u.progress * 100)}%` }}
                />
              </div>
              <p className="truncate text-[10px] font-semibold text-stone-800">
                {Math.round(u.progress * 100)}%
              </p>
            </div>
          </li>
        ))}
        {value.length + uploads.length < MAX_PRODUCT_IMAGES && (
          <li className="aspect-square">
            <label
              htmlFor={inputId}
              className="flex h-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-stone-300 bg-stone-50 p-2 text-center text-xs text-stone-600 hover:border-brand-400 hover:text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <ImagePlus className="h-6 w-6" aria-hidden="true" />
              Add images
              <input
                id={inputId}
                type="file"
                accept="image/*"
                multiple
                className="sr-only"
                aria-label="Add product images"
                onChange={(event) => {
                  const files = Array.from(event.target.files ?? []);
                  event.target.value = "";
                  if (files.length > 0) void addFiles(files);
                }}
              />
            </label>
          </li>
        )}
      </ul>
      <p aria-live="polite" className="sr-only">
        {moveNote}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {problems.length > 0 && (
        <ul role="alert" className="space-y-1 text-sm text-red-700">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function ImageMoveButton({
  label,
  unavailable,
  onClick,
  children,
}: {
  label: string;
  unavailable: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={unavailable || undefined}
      onClick={unavailable ? undefined : onClick}
      className="grid h-8 w-8 place-items-center rounded-full text-stone-700 ring-1 ring-stone-200 hover:bg-brand-50 hover:text-brand-800 aria-disabled:cursor-default aria-disabled:text-stone-300 aria-disabled:hover:bg-transparent"
    >
      {children}
    </button>
  );
}
