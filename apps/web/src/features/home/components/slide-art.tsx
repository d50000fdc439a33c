import type { LucideIcon } from "lucide-react";
import { useId } from "react";

export type SlidePattern = "stars" | "diamonds" | "dots";

/**
 * A geometric motif drawn in SVG over the slide's gradient: eight-point stars (girih tiles),
 * phulkari-style diamonds or block-print dots. Drawn in code so the first screen downloads nothing.
 */
export function SlidePatternLayer({ pattern }: { pattern: SlidePattern }) {
  const id = useId();
  return (
    <svg aria-hidden="true" className="absolute inset-0 h-full w-full opacity-[0.14]">
      <defs>
        <pattern id={id} width="56" height="56" patternUnits="userSpaceOnUse">
          {pattern === "stars" && (
            <g fill="none" stroke="white" strokeWidth="1.5">
              <rect x="14" y="14" width="28" height="28" />
              <rect x="14" y="14" width="28" height="28" transform="rotate(45 28 28)" />
              <circle cx="28" cy="28" r="5" />
            </g>
          )}
          {pattern === "diamonds" && (
            <g fill="none" stroke="white" strokeWidth="1.5">
              <path d="M28 4 L52 28 L28 52 L4 28 Z" />
              <path d="M28 16 L40 28 L28 40 L16 28 Z" fill="white" fillOpacity="0.5" />
            </g>
          )}
          {pattern === "dots" && (
            <g fill="white">
              <circle cx="14" cy="14" r="3" />
              <circle cx="42" cy="42" r="3" />
              <circle cx="42" cy="14" r="1.5" />
              <circle cx="14" cy="42" r="1.5" />
              <path d="M28 22 l2 6 l-2 6 l-2 -6 Z" />
            </g>
          )}
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}

/** The slide's emblem: its main icon in a medallion ringed by smaller ones, hidden on phones. */
export function SlideEmblem({ icon: Icon, orbit }: { icon: LucideIcon; orbit: LucideIcon[] }) {
  return (
    <div aria-hidden="true" className="relative hidden h-72 w-72 shrink-0 md:block lg:h-80 lg:w-80">
      <div className="absolute inset-0 rounded-full border-2 border-dashed border-white/30" />
      <div className="absolute inset-8 rounded-full bg-white/10 ring-1 ring-white/25" />
      <div className="absolute inset-16 grid place-items-center rounded-full bg-white/95 shadow-2xl">
        <Icon className="h-20 w-20 text-brand-700" strokeWidth={1.5} />
      </div>
      {orbit.map((OrbitIcon, i) => {
        const angle = (i / orbit.length) * 2 * Math.PI - Math.PI / 2;
        return (
          <span
            key={OrbitIcon.displayName}
            className="absolute grid h-14 w-14 place-items-center rounded-full bg-accent-400 text-stone-900 shadow-lg"
            style={{
              left: `calc(50% + ${Math.cos(angle) * 46}% - 1.75rem)`,
              top: `calc(50% + ${Math.sin(angle) * 46}% - 1.75rem)`,
            }}
          >
            <OrbitIcon className="h-6 w-6" />
          </span>
        );
      })}
    </div>
  );
}
