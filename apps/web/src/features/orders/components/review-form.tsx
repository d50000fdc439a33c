import { ReviewInput } from "@marketplace/shared/orders-contracts";
import { Star } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/orders.json";
import { useT } from "@/i18n/use-t.ts";
import { useVariantWords } from "@/i18n/use-variant-words.ts";
import { cn } from "@/lib/cn.ts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import type { OrderItem, OrderItemReview } from "../api/orders-api.ts";
import { useSubmitReview } from "../api/orders-api.ts";

const RATINGS = [1, 2, 3, 4, 5] as const;

/** A review's stars and comment, read-only. */
export function ReviewStars({ review }: { review: Pick<OrderItemReview, "rating" | "comment"> }) {
  const { t } = useT(messages);
  return (
    <div className="mt-2 rounded-xl bg-accent-50 p-3 text-sm ring-1 ring-accent-200">
      <p className="flex items-center gap-2 text-stone-700">
        <span className="font-medium">{t("orders.review.yours")}</span>
        <span className="flex" role="img" aria-label={t("orders.review.rated", { rating: review.rating })}>
          {RATINGS.map((n) => (
            <Star
              key={n}
              aria-hidden="true"
              className={cn(
                "h-4 w-4",
                n <= review.rating ? "fill-accent-400 text-accent-400" : "text-stone-300",
              )}
            />
          ))}
        </span>
      </p>
      {review.comment && <p className="mt-1 text-stone-600">{review.comment}</p>}
    </div>
  );
}

interface ReviewFormProps {
  orderId: string;
  item: OrderItem;
  userId: string;
}

/** 'Rate this product' on a delivered item: 1 to 5 stars as radios, an optional comment, submit. */
export function ReviewForm({ orderId, item, userId }: ReviewFormProps) {
  const { t } = useT(messages);
  const variantWords = useVariantWords();
  const [open, setOpen] = useState(false);
  const form = useZodForm(ReviewInput, { defaultValues: { rating: 0, comment: "" } });
  const { errors } = form.formState;
  const rating = form.watch("rating");
  const [saved, setSaved] = useState<{ rating: number; comment: string } | null>(null);
  const submitReview = useSubmitReview(userId);
  const id = useId();
  const error = errors.rating?.message ?? errors.comment?.message ?? errors.root?.server?.message;

  if (item.review) return <ReviewStars review={item.review} />;
  if (saved) return <ReviewStars review={saved} />;
  if (!open) {
    return (
      <Button variant="secondary" size="sm" className="mt-2" onClick={() => setOpen(true)}>
        <Star className="h-4 w-4" aria-hidden="true" />
        {t("orders.review.open")}
      </Button>
    );
  }

  const submit = form.handleSubmit(async (review) => {
    try {
      const answer = await submitReview.mutateAsync({ orderId, itemId: item._id, ...review });
      setSaved({ rating: answer.review.rating, comment: answer.review.comment });
    } catch (problem) {
      applyServerErrors(form, problem, { fallback: t("orders.review.failed") });
    }
  });

  return (
    <form
      onSubmit={submit}
      className="mt-2 space-y-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
      noValidate
    >
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">
          {t("orders.review.legend", {
            // Two sizes of one product are two items, each rated on its own.
            name: item.variant
              ? `${item.product.name} (${variantWords.variant(item.variant.options)})`
              : item.product.name,
          })}
        </legend>
        <div className="mt-1 flex gap-1">
          {RATINGS.map((n) => (
            <label
              key={n}
              className="relative cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => form.setValue("rating", n, { shouldValidate: form.formState.isSubmitted })}
                className="sr-only"
                aria-label={t("orders.review.stars", { count: n })}
              />
              <Star
                aria-hidden="true"
                className={cn("h-7 w-7", n <= rating ? "fill-accent-400 text-accent-400" : "text-stone-300")}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-comment`} className="text-sm font-medium text-stone-800">
          {t("orders.review.comment")}
        </label>
        <Textarea
          id={`${id}-comment`}
          maxLength={1000}
          {...form.register("comment")}
          minHeight="min-h-20"
          className="mt-1"
          placeholder={t("orders.review.placeholder")}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={submitReview.isPending}>
          {submitReview.isPending ? t("orders.review.submitting") : t("orders.review.submit")}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {t("orders.review.cancel")}
        </Button>
      </div>
    </form>
  );
}
