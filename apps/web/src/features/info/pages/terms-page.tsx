import { Link } from "react-router";
import { InfoPageLayout, InfoSection } from "../components/info-page-layout.tsx";

/** Terms section 1: the minimum age to register as a seller or a buyer. */
const MINIMUM_AGE = 13;

const SECTIONS: Array<{ title: string; text: string }> = [
  {
    title: "1. Eligibility",
    text: `You must be at least ${MINIMUM_AGE} years old to register as a seller or a buyer. By creating an account you confirm that you meet this age and that the details you give are true.`,
  },
  {
    title: "2. Accounts and responsibilities",
    text: "Keep your password private and tell us at once if you think someone else used your account. Sellers are responsible for the accuracy of their store and product information.",
  },
  {
    title: "3. Prohibited items",
    text: "Do not list counterfeit goods, weapons, drugs, hazardous materials, stolen property or anything illegal in Pakistan. We may remove listings that break this rule.",
  },
  {
    title: "4. Payments and fees",
    text: "Prices are in Pakistani rupees and include the seller's price; shipping and 5% tax are shown before you order. Opening a store is free.",
  },
  {
    title: "5. Shipping",
    text: "Sellers ship orders themselves. Domestic delivery usually takes 3-5 business days and international delivery 1-3 weeks.",
  },
  {
    title: "6. Cancellations and refunds",
    text: "Items may be returned within 30 days of delivery. Cancelled or returned orders are refunded to the original payment method.",
  },
  {
    title: "7. Intellectual property",
    text: "Sellers keep the rights to their designs and photos and allow us to show them on the marketplace. Our name and logo remain ours.",
  },
  {
    title: "8. Termination",
    text: "We may suspend accounts that break these terms, harm other users or the marketplace. You may close your account at any time.",
  },
  {
    title: "9. Limitation of liability",
    text: "We connect buyers and sellers; each seller is responsible for her goods. To the extent the law allows, our liability is limited to the fees we received for the order concerned.",
  },
  {
    title: "10. Changes",
    text: "We may update these terms. We will show the new date here, and continuing to use the marketplace means you accept the changes.",
  },
];

export default function TermsPage() {
  return (
    <InfoPageLayout
      title="Terms of Service"
      description="The terms for buying and selling on Hunarmand: accounts, prohibited items, payments and fees, shipping, cancellations and refunds."
      path="/TermsOfService"
      intro={<p>Last updated 12/09/2025</p>}
    >
      {SECTIONS.map((section) => (
        <InfoSection key={section.title} title={section.title}>
          <p>{section.text}</p>
        </InfoSection>
      ))}
      <p>
        Questions about these terms?{" "}
        <Link to="/Contact" className="font-semibold text-brand-700 underline">
          Contact us
        </Link>
        .
      </p>
    </InfoPageLayout>
  );
}
