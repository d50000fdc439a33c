import { ExternalLink, MapPin } from "lucide-react";
import messages from "@/i18n/catalogs/en/info.json";
import { useT } from "@/i18n/use-t.ts";

export const OFFICE = {
  /** Catalog keys: the address is written in the visitor's language. */
  lines: ["info.office.addressLine1", "info.office.addressLine2"] as const,
  latitude: 31.512,
  longitude: 74.345,
};

export const OFFICE_MAP_URL = `https://www.openstreetmap.org/?mlat=${OFFICE.latitude}&mlon=${OFFICE.longitude}#map=17/${OFFICE.latitude}/${OFFICE.longitude}`;

/**
 * A drawn map of the neighbourhood rather than a third-party embed: no tracking, no outside scripts,
 * works offline. The real map is one click away on OpenStreetMap.
 */
export function OfficeMap() {
  const { t } = useT(messages);
  const address = OFFICE.lines.map((line) => t(line)).join(", ");
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/80">
      <svg
        viewBox="0 0 640 300"
        role="img"
        aria-label={t("info.office.mapLabel", { address })}
        className="block h-56 w-full sm:h-auto"
        preserveAspectRatio="xMidYMid slice"
      >
        <rect width="640" height="300" fill="#f5efe6" />
        {/* parks */}
        <rect x="40" y="30" width="130" height="80" rx="14" fill="#d9ead3" />
        <circle cx="520" cy="230" r="55" fill="#d9ead3" />
        <rect x="400" y="28" width="90" height="60" rx="12" fill="#d9ead3" />
        {/* canal */}
        <path
          d="M-10 250 C 120 220, 200 280, 330 250 S 540 200, 650 230"
          fill="none"
          stroke="#a9d2e8"
          strokeWidth="14"
        />
        {/* blocks */}
        <g fill="#ebe2d4">
          <rect x="200" y="30" width="70" height="55" rx="6" />
          <rect x="290" y="30" width="80" height="55" rx="6" />
          <rect x="40" y="135" width="130" height="60" rx="6" />
          <rect x="200" y="135" width="70" height="60" rx="6" />
          <rect x="400" y="120" width="90" height="60" rx="6" />
          <rect x="510" y="30" width="100" height="150" rx="6" />
        </g>
        {/* roads */}
        <g stroke="#ffffff" strokeLinecap="round">
          <path d="M0 120 H640" strokeWidth="16" />
          <path d="M185 0 V300" strokeWidth="12" />
          <path d="M385 0 V300" strokeWidth="16" />
          <path d="M280 120 L 500 300" strokeWidth="8" />
          <path d="M0 210 H385" strokeWidth="8" />
          <path d="M495 0 V190" strokeWidth="8" />
        </g>
        {/* Centred on their places in the drawing, so they stay there in either reading direction. */}
        <g textAnchor="middle" fontSize="11" fill="#78716c">
          <text x="100" y="114">
            {t("info.office.mapRoad")}
          </text>
          <text x="422" y="285">
            {t("info.office.mapArea")}
          </text>
        </g>
        {/* pin */}
        <g transform="translate(330 118)">
          <ellipse cx="0" cy="4" rx="12" ry="4" fill="#000" opacity="0.18" />
          <path
            d="M0 0 C -18 -22, -20 -30, -20 -40 A 20 20 0 1 1 20 -40 C 20 -30, 18 -22, 0 0 Z"
            fill="#8f2552"
          />
          <circle cx="0" cy="-40" r="7" fill="#fff" />
        </g>
        <g transform="translate(356 62)">
          <rect width="150" height="34" rx="8" fill="#fff" stroke="#e7e5e4" />
          <text x="75" y="22" textAnchor="middle" fontSize="13" fontWeight="700" fill="#5c1a39">
            {t("info.office.mapPin")}
          </text>
        </g>
      </svg>
      <figcaption className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <address className="flex gap-2 not-italic text-stone-700">
          <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            {OFFICE.lines.map((line) => (
              <span key={line} className="block">
                {t(line)}
              </span>
            ))}
          </span>
        </address>
        <a
          href={OFFICE_MAP_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
        >
          {t("info.office.openInMaps")}
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">{t("info.office.opensOpenStreetMap")}</span>
        </a>
      </figcaption>
    </figure>
  );
}
