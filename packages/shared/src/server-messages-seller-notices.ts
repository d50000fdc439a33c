/**
 * The Urdu of what the seller is told when her customer cancels an order (issue 34, item 2) and when
 * an operator hides or restores one of her listings (issue 34, item 14), kept beside the main catalog
 * (`server-messages.ts` spreads it in). Same rules: keyed by the English as the code writes it;
 * `{name}` parts are patterns, and a product's name or a person's reason is kept as written.
 */
export const URDU_SELLER_NOTICE_MESSAGES: Readonly<Record<string, string>> = {
  // --- A customer cancelled her order (the title and the plain body are in server-messages-cod.ts).
  "{customer} cancelled order {number}. Its stock is back on sale. Reason: {reason}":
    "{customer} نے آرڈر ⁨{number}⁩ منسوخ کر دیا۔ اس کا اسٹاک دوبارہ فروخت کے لیے موجود ہے۔ وجہ: {reason}",
  "{customer} cancelled order {number} while you were preparing it: please do not send it. Its stock is back on sale.":
    "{customer} نے آرڈر ⁨{number}⁩ اس وقت منسوخ کر دیا جب آپ اسے تیار کر رہی تھیں: براہِ کرم اسے نہ بھیجیں۔ اس کا اسٹاک دوبارہ فروخت کے لیے موجود ہے۔",
  "{customer} cancelled order {number} while you were preparing it: please do not send it. Its stock is back on sale. Reason: {reason}":
    "{customer} نے آرڈر ⁨{number}⁩ اس وقت منسوخ کر دیا جب آپ اسے تیار کر رہی تھیں: براہِ کرم اسے نہ بھیجیں۔ اس کا اسٹاک دوبارہ فروخت کے لیے موجود ہے۔ وجہ: {reason}",

  // --- An operator hid or restored one of her listings.
  "Your listing {product} is hidden": "آپ کی پروڈکٹ {product} چھپا دی گئی",
  "The Hunarmand team has hidden {product}: buyers cannot see or buy it. Reason: {reason}":
    "ہنرمند ٹیم نے {product} کو چھپا دیا ہے: خریدار اسے نہ دیکھ سکتے ہیں نہ خرید سکتے ہیں۔ وجہ: {reason}",
  "The Hunarmand team has hidden {product}: buyers cannot see or buy it.":
    "ہنرمند ٹیم نے {product} کو چھپا دیا ہے: خریدار اسے نہ دیکھ سکتے ہیں نہ خرید سکتے ہیں۔",
  "Your listing {product} is visible again": "آپ کی پروڈکٹ {product} دوبارہ نظر آ رہی ہے",
  "The Hunarmand team has restored {product}: buyers can see and buy it again.":
    "ہنرمند ٹیم نے {product} کو بحال کر دیا ہے: خریدار اسے دوبارہ دیکھ اور خرید سکتے ہیں۔",
  "Open the listing": "پروڈکٹ کھولیں",
};
