import { type Kyc, KycAnswer } from "@marketplace/shared/kyc-contracts";
import { SellerPayoutsAnswer } from "@marketplace/shared/payouts-contracts";

/** `GET /api/seller/kyc`: approved and listed unless the test says otherwise (issue 30). */
export function aKycAnswer(overrides: Partial<Kyc> = {}): KycAnswer {
  const kyc: Kyc = {
    status: "approved",
    reason: null,
    cnic: "35202-1234567-1",
    payoutAccount: {
      type: "bank",
      bankName: "Meezan Bank",
      iban: "PK36SCBL0000001123456702",
      number: "",
      title: "Kiran Bibi",
    },
    documents: {
      front: { url: "/api/kyc-documents/d1?expires=1&signature=a", expiresAt: "2026-11-29T08:00:00.000Z" },
      back: { url: "/api/kyc-documents/d2?expires=1&signature=b", expiresAt: "2026-11-29T08:00:00.000Z" },
    },
    submittedAt: "2026-11-20T10:00:00.000Z",
    decidedAt: "2026-11-21T10:00:00.000Z",
    listed: true,
    ...overrides,
  };
  return KycAnswer.parse({ success: true, kyc });
}

/** A seller who has sent nothing yet, on a marketplace that keeps her listings hers until then. */
export const aNewSellerKyc = () =>
  aKycAnswer({
    status: "not_submitted",
    cnic: null,
    payoutAccount: null,
    documents: { front: null, back: null },
    submittedAt: null,
    decidedAt: null,
    listed: false,
  });

/** `GET /api/seller/payouts`: nothing upcoming and no payouts unless the test says otherwise. */
export function aSellerPayouts(overrides: Partial<SellerPayoutsAnswer> = {}): SellerPayoutsAnswer {
  return SellerPayoutsAnswer.parse({ success: true, upcoming: [], payouts: [], ...overrides });
}
