import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND_COLOUR, renderMail } from "./mail-templates.js";

const content = {
  subject: "New order",
  greetingName: "Ayesha",
  paragraphs: ["You sold a kurta for Rs 3,500 and a shawl for Rs 1,499.50 <b>today</b>."],
  rows: [
    ["Khaddar kurta × 1", "Rs 3,500"],
    ["Total", "Rs 4,999.50"],
  ] as Array<[string, string]>,
  action: { label: "See the order", path: "/seller/orders/1" },
};

describe("e-mail prices never wrap (issue 34, item 10)", () => {
  const mail = renderMail(content, "https://hunarmand.example");

  it("joins Rs and its number with a no-break space in the text part", () => {
    expect(mail.text).not.toMatch(/Rs \d/);
    expect(mail.text).toContain("Rs\u00a03,500");
    expect(mail.text).toContain("Rs\u00a04,999.50");
  });

  it("puts every price of the HTML part in a span that never wraps", () => {
    expect(mail.html).not.toMatch(/Rs \d/);
    const prices = mail.html.match(/Rs\u00a0[\d,.]+/g) ?? [];
    expect(prices).toHaveLength(4);
    for (const price of prices) {
      expect(mail.html).toContain(`<span style="white-space:nowrap">${price}</span>`);
    }
    expect(mail.html).toContain("&lt;b&gt;today&lt;/b&gt;");
  });
});

describe("e-mails wear the site's colours (issue 34, item 10)", () => {
  it("uses the web's brand colour for the header and the button", () => {
    const css = readFileSync(new URL("../../../../web/src/styles.css", import.meta.url), "utf8");
    const brand = css.match(/--color-brand-700:\s*(#[0-9a-f]{6})/i)?.[1];
    expect(brand).toBeDefined();
    expect(BRAND_COLOUR.toLowerCase()).toBe(brand?.toLowerCase());
    const mail = renderMail(content, "https://hunarmand.example");
    expect(mail.html.match(new RegExp(`background:${BRAND_COLOUR}`, "g"))).toHaveLength(2);
  });
});
