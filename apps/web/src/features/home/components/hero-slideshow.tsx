import {
  ChevronLeft,
  ChevronRight,
  Factory,
  Gem,
  HandHeart,
  Heart,
  type LucideIcon,
  MapPin,
  Pause,
  Play,
  Scissors,
  ShoppingBag,
  Sparkles,
  Spool,
  Store,
} from "lucide-react";
import { type FocusEvent, useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import messages from "@/i18n/catalogs/en/home.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { SLIDE_INTERVAL_MS, usePrefersReducedMotion, useSlideshow } from "../use-slideshow.ts";
import { SlideEmblem, type SlidePattern, SlidePatternLayer } from "./slide-art.tsx";

type HomeKey = keyof typeof messages;

interface Slide {
  title: HomeKey;
  line: HomeKey;
  cta: { label: HomeKey; to: string };
  gradient: string;
  pattern: SlidePattern;
  icon: LucideIcon;
  orbit: LucideIcon[];
}

const SLIDES: Slide[] = [
  {
    title: "home.hero.empower.title",
    line: "home.hero.empower.line",
    cta: { label: "home.hero.empower.cta", to: "/seller/signup" },
    gradient: "bg-linear-to-br from-brand-900 via-brand-800 to-brand-600",
    pattern: "stars",
    icon: HandHeart,
    orbit: [Scissors, Spool, Gem],
  },
  {
    title: "home.hero.local.title",
    line: "home.hero.local.line",
    cta: { label: "home.hero.local.cta", to: "/AllProduct" },
    gradient: "bg-linear-to-br from-accent-700 via-brand-700 to-brand-900",
    pattern: "diamonds",
    icon: Store,
    orbit: [Factory, MapPin, Sparkles],
  },
  {
    title: "home.hero.purpose.title",
    line: "home.hero.purpose.line",
    cta: { label: "home.hero.purpose.cta", to: "/AllProduct" },
    gradient: "bg-linear-to-br from-brand-950 via-brand-900 to-accent-700",
    pattern: "dots",
    icon: ShoppingBag,
    orbit: [Heart, Gem, Sparkles],
  },
];

/** The home page's opening slideshow (spec section 2): arrows, dots, progress, pause and play. */
export function HeroSlideshow() {
  const { t } = useT(messages);
  const reducedMotion = usePrefersReducedMotion();
  const show = useSlideshow({ count: SLIDES.length, reducedMotion });

  // Keyboard focus holds the slide so it does not change under a reader; a mouse click does not.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (isFocusVisible(event.target)) show.setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) show.setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("home.hero.label")}
      className="relative isolate overflow-hidden bg-brand-900 text-white"
      // Only a real pointer hovers: a tap sends an enter with no leave, which would hold it for good.
      onPointerEnter={(event) => event.pointerType !== "touch" && show.setHovered(true)}
      onPointerLeave={(event) => event.pointerType !== "touch" && show.setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div
        aria-live={show.running ? "off" : "polite"}
        className="relative h-[26rem] sm:h-[28rem] lg:h-[30rem]"
      >
        {SLIDES.map((slide, i) => {
          const active = i === show.index;
          return (
            // The APG carousel pattern: each slide is a group named "n of 3", not a form fieldset.
            // biome-ignore lint/a11y/useSemanticElements: see above
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={t("home.hero.slideLabel", {
                number: i + 1,
                total: SLIDES.length,
                title: t(slide.title),
              })}
              aria-hidden={!active}
              inert={!active}
              className={cn(
                "absolute inset-0 transition-opacity duration-700 ease-out",
                slide.gradient,
                active ? "opacity-100" : "opacity-0",
              )}
            >
              <SlidePatternLayer pattern={slide.pattern} />
              <div className="relative mx-auto flex h-full max-w-7xl items-center justify-between gap-10 px-14 pb-12 sm:px-20">
                <div className="max-w-xl">
                  <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">
                    {t("home.hero.kicker")}
                  </p>
                  <h2 className="mt-3 font-display text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl">
                    {t(slide.title)}
                  </h2>
                  <p className="mt-4 text-base text-brand-100 sm:text-lg">{t(slide.line)}</p>
                  <Link to={slide.cta.to} className={buttonClasses("accent", "lg", "mt-7")}>
                    {t(slide.cta.label)}
                    <ChevronRight className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
                  </Link>
                </div>
                <SlideEmblem icon={slide.icon} orbit={slide.orbit} />
              </div>
            </div>
          );
        })}
      </div>

      <button
        type="button"
        onClick={show.previous}
        aria-label={t("home.hero.previous")}
        className={cn(ARROW_CLASSES, "start-2 sm:start-4")}
      >
        {/* Previous sits at the start and points there: to the right in Urdu. */}
        <ChevronLeft className="h-6 w-6 rtl:-scale-x-100" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={show.next}
        aria-label={t("home.hero.next")}
        className={cn(ARROW_CLASSES, "end-2 sm:end-4")}
      >
        <ChevronRight className="h-6 w-6 rtl:-scale-x-100" aria-hidden="true" />
      </button>

      <div className="absolute inset-x-0 bottom-5 flex items-center justify-center gap-2">
        {SLIDES.map((slide, i) => (
          <button
            key={slide.title}
            type="button"
            onClick={() => show.goTo(i)}
            aria-label={t("home.hero.showSlide", { number: i + 1, title: t(slide.title) })}
            aria-current={i === show.index ? "true" : undefined}
            className="grid h-8 w-8 place-items-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={cn(
                "block h-2.5 rounded-full transition-all",
                i === show.index ? "w-7 bg-white" : "w-2.5 bg-white/50 hover:bg-white/80",
              )}
            />
          </button>
        ))}
        <button
          type="button"
          onClick={show.togglePlaying}
          aria-label={t(show.playing ? "home.hero.pause" : "home.hero.play")}
          className="absolute end-3 grid h-9 w-9 place-items-center rounded-full bg-black/25 text-white ring-1 ring-white/30 transition-colors hover:bg-black/40 sm:end-5"
        >
          {show.playing ? (
            <Pause className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Play className="h-4 w-4" aria-hidden="true" />
          )}
        </button>
      </div>

      <ProgressBar key={show.index} running={show.running} durationMs={SLIDE_INTERVAL_MS} />
    </section>
  );
}

const ARROW_CLASSES =
  "absolute top-1/2 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-black/25 text-white ring-1 ring-white/30 backdrop-blur-sm transition-colors hover:bg-black/40 sm:h-12 sm:w-12";

function isFocusVisible(element: EventTarget): boolean {
  try {
    return element instanceof Element && element.matches(":focus-visible");
  } catch {
    return true;
  }
}

/**
 * Time left on the current slide. Driven by the Web Animations API so it pauses and resumes with
 * the slideshow without a timer of its own; keyed by the slide, so a new slide starts it empty.
 */
function ProgressBar({ running, durationMs }: { running: boolean; durationMs: number }) {
  const bar = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);
  const runningNow = useRef(running);
  runningNow.current = running;

  useEffect(() => {
    const element = bar.current;
    if (!element || typeof element.animate !== "function") return;
    const started = element.animate([{ transform: "scaleX(0)" }, { transform: "scaleX(1)" }], {
      duration: durationMs,
      easing: "linear",
      fill: "forwards",
    });
    if (!runningNow.current) started.pause();
    animation.current = started;
    return () => started.cancel();
  }, [durationMs]);

  useEffect(() => {
    if (running) animation.current?.play();
    else animation.current?.pause();
  }, [running]);

  return (
    <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1 bg-white/20">
      {/* The transform, not Tailwind's scale-x (the separate `scale` property), so the animation owns it;
          it fills from the start of the line, the right in Urdu. */}
      <div
        ref={bar}
        className="h-full origin-left bg-accent-400 rtl:origin-right"
        style={{ transform: "scaleX(0)" }}
      />
    </div>
  );
}
