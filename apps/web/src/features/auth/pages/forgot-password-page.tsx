import { Link } from "react-router";
import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function ForgotPasswordPage() {
  usePageTitle("Forgot Password");
  return (
    <ComingSoonPanel
      title="Forgot Password"
      description="Enter your e-mail address and we will send you a link to choose a new password."
    >
      <Link to="/login" className={buttonClasses("primary")}>
        Sign In
      </Link>
    </ComingSoonPanel>
  );
}
