import type { ComponentType, SVGProps } from "react";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";

export interface SocialLink {
  label: string;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const LINK_CLASSES = {
  /** Marketplace's own links, bold on a plain page. */
  solid: "h-11 w-11 bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  /** A store's links, quiet beside its other details. */
  soft: "h-10 w-10 bg-brand-50 text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100",
};

interface SocialLinkListProps {
  links: SocialLink[];
  variant: keyof typeof LINK_CLASSES;
  className?: string;
  "aria-label"?: string;
}

/** Round icon links to social media pages, each opening in a new tab and named for screen readers. */
export function SocialLinkList({ links, variant, className, "aria-label": ariaLabel }: SocialLinkListProps) {
  const { t } = useT(messages);
  return (
    <ul className={cn("flex gap-2", className)} aria-label={ariaLabel}>
      {links.map(({ label, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("common.social.opensInNewTab", { label })}
            className={cn("grid place-items-center rounded-full transition", LINK_CLASSES[variant])}
          >
            <Icon className="h-5 w-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
