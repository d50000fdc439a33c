import { Link } from "react-router";
import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function ResetPasswordPage() {
  usePageTitle("Reset Password");
  return (
    <ComingSoonPanel
      title="Reset Password"
      description="Choose a new password using the link from your e-mail."
    >
      <Link to="/login" className={buttonClasses("primary")}>
        Sign In
      </Link>
    </ComingSoonPanel>
  );
}
