import { describe, expect, it } from "vitest";
import { ledgerCsv, textCell } from "./ledger-csv.ts";

describe("textCell", () => {
  it("keeps plain text as it is", () => {
    expect(textCell("Order AB12CD34 delivered and paid")).toBe("Order AB12CD34 delivered and paid");
  });

  it.each(["=1+1", "+92300", "-2+3", "@SUM(A1)", "\tx", "\rx"])(
    "prefixes %j with an apostrophe, so a spreadsheet shows it instead of running it",
    (value) => {
      expect(textCell(value).replace(/^"/, "").startsWith(`'${value[0]}`)).toBe(true);
    },
  );

  it("quotes a cell holding a comma, a quote or a line break, doubling its quotes", () => {
    expect(textCell('a "b", c')).toBe('"a ""b"", c"');
    expect(textCell("two\nlines")).toBe('"two\nlines"');
    expect(textCell('=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`);
  });
});

describe("ledgerCsv", () => {
  it("writes a header and one CRLF line per entry, in Pakistan time, amounts with two decimals", () => {
    const csv = ledgerCsv([
      {
        _id: "e1",
        kind: "sale",
        orderId: "0190a000-0000-7000-8000-00000000abcd",
        amount: 4200,
        balanceAfter: 4200,
        createdAt: "2026-01-10T19:30:00.000Z",
        note: "Order 0000ABCD delivered and paid",
      },
      {
        _id: "e2",
        kind: "remittance",
        orderId: null,
        amount: 680.5,
        balanceAfter: 4880.5,
        createdAt: "2026-01-11T00:00:00.000Z",
        note: "-1 note",
      },
    ]);
    expect(csv).toBe(
      "Date,Kind,Order,Note,Amount (Rs),Balance after (Rs)\r\n" +
        "2026-01-11 00:30,sale,0000ABCD,Order 0000ABCD delivered and paid,4200.00,4200.00\r\n" +
        "2026-01-11 05:00,remittance,,'-1 note,680.50,4880.50\r\n",
    );
  });
});
