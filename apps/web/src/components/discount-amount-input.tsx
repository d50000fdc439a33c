import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input.tsx";

/**
 * How much a discount takes off (a store's voucher, a marketplace campaign): a whole percent up to
 * `maxPercent`, or rupees with paisa.
 */
export function DiscountAmountInput({
  percent,
  maxPercent,
  ...rest
}: ComponentProps<"input"> & { percent: boolean; maxPercent: number }) {
  return (
    <Input
      {...rest}
      type="number"
      inputMode={percent ? "numeric" : "decimal"}
      min={1}
      max={percent ? maxPercent : undefined}
      step={percent ? "1" : "0.01"}
    />
  );
}
