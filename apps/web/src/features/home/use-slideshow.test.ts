import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSlideshow } from "./use-slideshow.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe("the slideshow's timing", () => {
  it("advances every 5 seconds and wraps from the last slide to the first", () => {
    const { result } = renderHook(() => useSlideshow({ count: 3 }));
    expect(result.current.index).toBe(0);
    advance(4999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(5000);
    expect(result.current.index).toBe(2);
    advance(5000);
    expect(result.current.index).toBe(0);
  });

  it("holds the slide while hovered and resumes with the time that was left", () => {
    const { result } = renderHook(() => useSlideshow({ count: 3 }));
    advance(3000);
    act(() => result.current.setHovered(true));
    expect(result.current.running).toBe(false);
    advance(20_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.setHovered(false));
    advance(1999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
  });

  it("holds the slide while keyboard focus is inside", () => {
    const { result } = renderHook(() => useSlideshow({ count: 3 }));
    act(() => result.current.setFocused(true));
    advance(10_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.setFocused(false));
    advance(5000);
    expect(result.current.index).toBe(1);
  });

  it("stops when paused and starts again when played", () => {
    const { result } = renderHook(() => useSlideshow({ count: 3 }));
    act(() => result.current.togglePlaying());
    expect(result.current.playing).toBe(false);
    advance(30_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePlaying());
    expect(result.current.playing).toBe(true);
    advance(5000);
    expect(result.current.index).toBe(1);
  });

  it("moves by hand in both directions, wrapping, and gives the new slide a full interval", () => {
    const { result } = renderHook(() => useSlideshow({ count: 3 }));
    advance(4000);
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    advance(4000);
    expect(result.current.index).toBe(2);
    advance(1000);
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(2);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it("does not move on its own when the visitor prefers reduced motion", () => {
    const { result } = renderHook(() => useSlideshow({ count: 3, reducedMotion: true }));
    expect(result.current.playing).toBe(false);
    advance(30_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
  });
});
