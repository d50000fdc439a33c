import { HandHeart, Heart, ShieldCheck, Users } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { InfoPageLayout, InfoSection } from "../components/info-page-layout.tsx";

const VALUES = [
  {
    icon: Users,
    title: "Community",
    text: "We grow together: sellers help sellers, and buyers know the hands behind each piece.",
  },
  {
    icon: HandHeart,
    title: "Quality",
    text: "Every piece is made by the woman who sells it and checked by her own hands before it ships.",
  },
  {
    icon: Heart,
    title: "Accessibility",
    text: "Opening a store is free and works on any phone, in any town with a signal.",
  },
  {
    icon: ShieldCheck,
    title: "Trust",
    text: "Fair prices computed openly, safe payments and your data kept private.",
  },
];

const TEAM = [
  { name: "Amna Rauf", role: "Founder & CEO" },
  { name: "Bushra Malik", role: "Head of Seller Success" },
  { name: "Farah Iqbal", role: "Lead Engineer" },
  { name: "Sadia Noor", role: "Community & Crafts" },
];

export default function AboutPage() {
  return (
    <InfoPageLayout
      title="Our Story"
      description="How Hunarmand began: a marketplace for the handmade goods of women artisans and home-based sellers across Pakistan, and what we value."
      path="/About"
      intro="Hunarmand means a skilled artisan. We built it for the women whose skill deserves a wider market."
    >
      <InfoSection title="How it began">
        <p>
          Across Pakistan, women stitch phulkari, knit, paint pottery, press oils and cook family recipes,
          often selling only to neighbours. Hunarmand gives each of them a store of her own, open to customers
          in every city, with no middlemen setting her prices.
        </p>
      </InfoSection>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-2xl bg-accent-50 p-6 ring-1 ring-accent-200">
          <InfoSection title="Our mission">
            <p>Empower women entrepreneurs to earn from their craft, on their own terms.</p>
          </InfoSection>
        </div>
        <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
          <InfoSection title="Our vision">
            <p>A Pakistan where every skilled woman can reach every customer who values her work.</p>
          </InfoSection>
        </div>
      </div>
      <InfoSection title="What we value">
        <ul className="grid gap-4 sm:grid-cols-2">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
              <Icon className="h-7 w-7 text-brand-700" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-stone-900">{title}</h3>
              <p className="mt-1 text-sm">{text}</p>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title="Our team">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {TEAM.map((person) => (
            <li key={person.name} className="text-center">
              <span
                aria-hidden="true"
                className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
              >
                {person.name
                  .split(" ")
                  .map((part) => part[0])
                  .join("")}
              </span>
              <p className="mt-2 font-semibold text-stone-900">{person.name}</p>
              <p className="text-xs text-stone-500">{person.role}</p>
            </li>
          ))}
        </ul>
      </InfoSection>
      <div className="flex flex-wrap justify-center gap-3 pt-4">
        <Link to="/seller/signup" className={buttonClasses("primary", "lg")}>
          Become a Seller
        </Link>
        <Link to="/AllProduct" className={buttonClasses("secondary", "lg")}>
          Start Shopping
        </Link>
      </div>
      <p className="text-center text-sm">
        Already part of Hunarmand?{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-2">
          Sign in
        </Link>
      </p>
    </InfoPageLayout>
  );
}
