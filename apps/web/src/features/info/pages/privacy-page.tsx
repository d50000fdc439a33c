import { Link } from "react-router";
import { InfoPageLayout, InfoSection } from "../components/info-page-layout.tsx";

export default function PrivacyPage() {
  return (
    <InfoPageLayout
      title="Privacy Policy"
      description="What Hunarmand collects about buyers and sellers, how we use and protect it, and your rights over it."
      path="/PrivacyPolicy"
      intro={<p>Last updated December 9, 2025</p>}
    >
      <InfoSection title="Information we collect">
        <p>
          Your name, e-mail address and password (stored only as a secure hash), sellers' phone numbers and
          store details, shipping addresses you enter at checkout, and the orders you place or receive.
        </p>
      </InfoSection>
      <InfoSection title="How we use it">
        <p>
          To run your account, deliver your orders, show sellers what to ship, keep the marketplace safe and
          answer your messages.
        </p>
      </InfoSection>
      <InfoSection title="Sharing">
        <p>
          A seller sees the name, address and phone number of the orders placed with her store, and nothing
          else. We never sell your data.
        </p>
      </InfoSection>
      <InfoSection title="Security">
        <p>
          Passwords are hashed with scrypt, connections are protected, and every account can only reach its
          own data.
        </p>
      </InfoSection>
      <InfoSection title="Your rights">
        <ul className="list-disc space-y-1 ps-6">
          <li>Access or update the information in your account.</li>
          <li>Request deletion of your account and data.</li>
          <li>Opt out of promotional messages at any time.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Cookies">
        <p>
          We keep your session and cart in your browser's storage, only to make the site work. We use no
          advertising trackers.
        </p>
      </InfoSection>
      <InfoSection title="Changes to this policy">
        <p>When this policy changes we update the date above.</p>
      </InfoSection>
      <InfoSection title="Contact">
        <p>
          Write to us through the{" "}
          <Link to="/Contact" className="font-semibold text-brand-700 underline">
            contact page
          </Link>{" "}
          or e-mail{" "}
          <a href="mailto:support@hunarmand.pk" className="font-semibold text-brand-700 underline">
            support@hunarmand.pk
          </a>
          .
        </p>
      </InfoSection>
    </InfoPageLayout>
  );
}
