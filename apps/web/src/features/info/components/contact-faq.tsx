import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import messages from "@/i18n/catalogs/en/info.json";
import { useT } from "@/i18n/use-t.ts";
import { withLinks } from "@/i18n/with-links.tsx";

type InfoKey = keyof typeof messages;

/** Cards only on an online provider's own page (decisions 0009 and 0053). */
const PAYMENT_METHODS: InfoKey[] = [
  "info.faq.paymentCashOnDelivery",
  "info.faq.paymentTransfer",
  "info.faq.paymentOnline",
  "info.faq.paymentCards",
];

/** Frequently asked questions; the triggers are buttons, so Enter or Space opens each one. */
export function ContactFaq() {
  const { t } = useT(messages);
  const questions: Array<{ id: string; question: string; answer: ReactNode }> = [
    {
      id: "seller",
      question: t("info.faq.sellerQuestion"),
      answer: (
        <p>
          {withLinks((values) => t("info.faq.sellerAnswer", values), {
            signupPage: (
              <Link to="/seller/signup" className="font-semibold text-brand-700 underline underline-offset-2">
                {t("info.faq.sellerSignupLink")}
              </Link>
            ),
          })}
        </p>
      ),
    },
    {
      id: "payment",
      question: t("info.faq.paymentQuestion"),
      answer: (
        <>
          <p>{t("info.faq.paymentIntro")}</p>
          <ul className="mt-2 list-disc space-y-0.5 ps-6">
            {PAYMENT_METHODS.map((method) => (
              <li key={method}>{t(method)}</li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: "shipping",
      question: t("info.faq.shippingQuestion"),
      answer: <p>{t("info.faq.shippingAnswer")}</p>,
    },
    { id: "returns", question: t("info.faq.returnsQuestion"), answer: <p>{t("info.faq.returnsAnswer")}</p> },
  ];
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/80"
    >
      {questions.map(({ id, question, answer }) => (
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
