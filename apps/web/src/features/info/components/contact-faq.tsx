import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Until a payment gateway is integrated (decision 0009). */
const PAYMENT_METHODS = [
  "Cash on Delivery, from every store.",
  "Bank Transfer and Mobile Wallet (JazzCash, Easypaisa), from stores that have entered their accounts: after ordering you see where to pay, with your order number as the reference.",
  "Credit Card and Debit Card are not available yet.",
];

const QUESTIONS: Array<{ id: string; question: string; answer: ReactNode }> = [
  {
    id: "seller",
    question: "How do I become a seller?",
    answer: (
      <p>
        Create your account on the{" "}
        <Link to="/seller/signup" className="font-semibold text-brand-700 underline underline-offset-2">
          Seller Signup
        </Link>{" "}
        page, then set up your store in the second step: its name, category and a short story. You can add
        products straight away. Opening a store is free.
      </p>
    ),
  },
  {
    id: "payment",
    question: "What payment methods do you accept?",
    answer: (
      <>
        <p>At checkout you can choose among the methods every store in your order accepts:</p>
        <ul className="mt-2 list-disc space-y-0.5 ps-6">
          {PAYMENT_METHODS.map((method) => (
            <li key={method}>{method}</li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: "shipping",
    question: "How long does shipping take?",
    answer: (
      <p>
        Domestic orders usually arrive in 3-5 business days. International orders take 1-3 weeks, depending on
        the destination.
      </p>
    ),
  },
  {
    id: "returns",
    question: "What is your return policy?",
    answer: (
      <p>
        You can return an item within 30 days of delivery. Write to us through the form above with your order
        number and we will arrange it with the seller.
      </p>
    ),
  },
];

/** Frequently asked questions; the triggers are buttons, so Enter or Space opens each one. */
export function ContactFaq() {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/80"
    >
      {QUESTIONS.map(({ id, question, answer }) => (
        <Accordion.Item key={id} value={id}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-stone-900 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600">
                {question}
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-stone-700">{answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
