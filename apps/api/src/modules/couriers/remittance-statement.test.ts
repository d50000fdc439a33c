import { describe, expect, it } from "vitest";
import { csvRecords, readStatement } from "./remittance-statement.ts";

const HEADER = "consignment_number,cod_amount,courier_fee,tax,remitted,reference,paid_on";

describe("reading a courier's statement", () => {
  it("reads RFC 4180: quoted cells with commas, doubled quotes and line breaks, CRLF, a BOM, blank lines", () => {
    expect(csvRecords('\uFEFFa,"b, c","say ""hi"""\r\n\r\n"two\nlines",x\n')).toEqual([
      ["a", "b, c", 'say "hi"'],
      ["two\nlines", "x"],
    ]);
    expect(csvRecords('a,"never closed\n')).toBeNull();
  });

  it("takes columns in any order and case, amounts with thousands separators, dates as Pakistan days", () => {
    const { rows, errors } = readStatement(
      `Paid_On,Reference,REMITTED,tax,courier_fee,cod_amount,consignment_number\n2026-11-20,"CHQ-1",3991.2,28.80,180,"4,200",LE75000001\n`,
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        row: 2,
        consignmentNumber: "LE75000001",
        collectedPaisa: 420_000,
        feePaisa: 18_000,
        taxPaisa: 2_880,
        remittedPaisa: 399_120,
        reference: "CHQ-1",
        paidAt: new Date("2026-11-19T19:00:00.000Z"),
      },
    ]);
  });

  it("names every problem by its row, and the missing columns of a wrong header", () => {
    expect(readStatement("cn,amount\nLE1,2\n").errors).toEqual([
      {
        field: "row 1",
        message: `The first row must name the columns ${HEADER.split(",").join(", ")}; missing: consignment_number, cod_amount, courier_fee, tax, remitted, reference, paid_on.`,
      },
    ]);
    expect(readStatement(`${HEADER}\n`).errors[0]?.message).toBe("The statement has no parcels in it.");
    const { rows, errors } = readStatement(
      [
        HEADER,
        "LE75000001,4200,180,27,3993,R-1,2026-11-20",
        "LE75000002,4200,180,27,3993,R-1",
        "LE75000001,-5,180,27.123,3993,,2026-02-30",
      ].join("\n"),
    );
    expect(rows.map((r) => r.consignmentNumber)).toEqual(["LE75000001"]);
    expect(errors).toEqual([
      { field: "row 3", message: "This row has 6 cells; the first row names 7." },
      { field: "row 4", message: "Parcel LE75000001 is already on row 2." },
      {
        field: "row 4",
        message: 'The COD amount "-5" is not an amount in rupees, such as 4200 or 28.80.',
      },
      { field: "row 4", message: 'The tax "27.123" is not an amount in rupees, such as 28.80.' },
      { field: "row 4", message: "The payment reference is missing or longer than 100 characters." },
      { field: "row 4", message: 'The payment date "2026-02-30" is not a date like 2026-11-28.' },
    ]);
  });
});
