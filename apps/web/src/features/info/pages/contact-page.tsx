import { Link } from "react-router";
import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function ContactPage() {
  usePageTitle("Contact Us");
  return (
    <ComingSoonPanel
      title="Contact Us"
      description="A contact form, our support lines for customers and sellers, and answers to common questions."
    >
      <Link to="/About" className={buttonClasses("primary")}>
        Our Story
      </Link>
    </ComingSoonPanel>
  );
}
