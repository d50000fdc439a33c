import { Link } from "react-router";
import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function CustomerSignupPage() {
  usePageTitle("Create Your Account");
  return (
    <ComingSoonPanel
      title="Create Your Account"
      description="Sign up with your name and e-mail to buy from women-run stores across Pakistan."
    >
      <Link to="/customer/login" className={buttonClasses("primary")}>
        Customer Login
      </Link>
    </ComingSoonPanel>
  );
}
