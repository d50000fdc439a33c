import { useCallback, useEffect, useRef, useState } from "react";
import { useMediaQuery } from "@/lib/use-media-query.ts";

/** Spec section 9: the slideshow advances every 5 seconds. */
export const SLIDE_INTERVAL_MS = 5000;

interface SlideshowOptions {
  count: number;
  intervalMs?: number;
  /** When the visitor asked for less motion the slideshow starts paused (they can still press play). */
  reducedMotion?: boolean;
}

export interface Slideshow {
  index: number;
  /** The visitor's own choice (the pause/play button). */
  playing: boolean;
  /** Whether time is passing right now: playing, and neither hovered nor holding keyboard focus. */
  running: boolean;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  togglePlaying(): void;
  setHovered(hovered: boolean): void;
  setFocused(focused: boolean): void;
}

/**
 * The timing of an auto-advancing slideshow. A hover or keyboard focus holds the current slide and
 * resumes where it stopped (so a CSS progress bar paused alongside stays in step); a manual move
 * starts the new slide's full interval; the last slide wraps to the first.
 */
export function useSlideshow({
  count,
  intervalMs = SLIDE_INTERVAL_MS,
  reducedMotion = false,
}: SlideshowOptions): Slideshow {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(!reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = playing && !hovered && !focused && count > 1;
  // Time already spent on a slide before a pause, so resuming does not restart its interval.
  const spent = useRef({ index: 0, ms: 0 });

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  useEffect(() => {
    if (!running) return;
    if (spent.current.index !== index) spent.current = { index, ms: 0 };
    const startedAt = Date.now();
    let fired = false;
    const timer = setTimeout(
      () => {
        fired = true;
        spent.current = { index: (index + 1) % count, ms: 0 };
        setIndex((index + 1) % count);
      },
      Math.max(0, intervalMs - spent.current.ms),
    );
    return () => {
      clearTimeout(timer);
      if (!fired && spent.current.index === index) spent.current.ms += Date.now() - startedAt;
    };
  }, [running, index, count, intervalMs]);

  const goTo = useCallback(
    (target: number) => {
      const wrapped = ((target % count) + count) % count;
      spent.current = { index: wrapped, ms: 0 };
      setIndex(wrapped);
    },
    [count],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);
  const togglePlaying = useCallback(() => setPlaying((p) => !p), []);

  return { index, playing, running, next, previous, goTo, togglePlaying, setHovered, setFocused };
}

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** Whether the visitor's system asks for reduced motion; follows changes while the page is open. */
export function usePrefersReducedMotion(): boolean {
  // The server cannot ask: it renders the slideshow playing, and the browser stops it once hydrated if asked.
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
