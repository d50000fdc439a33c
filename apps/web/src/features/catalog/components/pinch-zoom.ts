import { type PointerEvent, useRef, useState } from "react";

/** The closest a photo comes: four times its fitted size. */
export const MAX_ZOOM = 4;
/** A double tap (or double click) zooms to this, and back. */
const TAP_ZOOM = 2.5;
/** Two taps this close in time and place are a double tap. */
const DOUBLE_TAP_MS = 300;
const TAP_SLOP_PX = 12;

export interface ZoomView {
  scale: number;
  /** The photo's shift from the centre, in CSS pixels. */
  x: number;
  y: number;
}

const AT_REST: ZoomView = { scale: 1, x: 0, y: 0 };
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Between 1 and MAX_ZOOM, shifted no further than the zoomed photo covers the stage. */
function fitted(view: ZoomView, stage: Element): ZoomView {
  const scale = clamp(view.scale, 1, MAX_ZOOM);
  if (scale === 1) return AT_REST;
  const { width, height } = stage.getBoundingClientRect();
  const maxX = ((scale - 1) * width) / 2;
  const maxY = ((scale - 1) * height) / 2;
  return { scale, x: clamp(view.x, -maxX, maxX), y: clamp(view.y, -maxY, maxY) };
}

/**
 * Pinch-zoom on a phone (issue 34, item 7), with pointer events and no library: two fingers scale
 * the photo by how far apart they move, one finger drags a zoomed photo, a double tap zooms in and
 * out, and `zoomBy` serves the keyboard. The stage takes `touch-action: none`, so the browser leaves
 * these gestures to it. `pinched` tells the swipe between photos to stand aside for this gesture.
 */
export function usePinchZoom() {
  const [view, setView] = useState(AT_REST);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const pinched = useRef(false);
  /** Where and when this gesture's first finger went down, and the last tap's. */
  const down = useRef({ x: 0, y: 0, at: 0 });
  const lastTap = useRef({ x: 0, y: 0, at: -Infinity });

  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const end = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  /** A tap (one finger, hardly moved) soon after another near it zooms in, or back out. */
  const tapped = (event: PointerEvent) => {
    const near = (p: { x: number; y: number }) =>
      Math.hypot(event.clientX - p.x, event.clientY - p.y) < TAP_SLOP_PX;
    if (pinched.current || pointers.current.size > 0 || !near(down.current)) return;
    const now = event.timeStamp;
    if (now - lastTap.current.at < DOUBLE_TAP_MS && near(lastTap.current)) {
      lastTap.current = { x: 0, y: 0, at: -Infinity };
      const stage = event.currentTarget;
      setView((v) => (v.scale > 1 ? AT_REST : fitted({ ...v, scale: TAP_ZOOM }, stage)));
    } else {
      lastTap.current = { x: event.clientX, y: event.clientY, at: now };
    }
  };

  return {
    view,
    zoomed: view.scale > 1,
    /** Two fingers were down during this gesture: it was a pinch, not a swipe. */
    pinched: () => pinched.current,
    reset: () => setView(AT_REST),
    zoomBy: (factor: number, stage: Element) =>
      setView((v) => fitted({ ...v, scale: v.scale * factor }, stage)),
    handlers: {
      onPointerDown(event: PointerEvent) {
        if (pointers.current.size === 0) {
          pinched.current = false;
          down.current = { x: event.clientX, y: event.clientY, at: event.timeStamp };
        }
        pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
        if (pointers.current.size === 2) {
          pinched.current = true;
          pinch.current = { distance: spread(), scale: view.scale };
        }
      },
      onPointerMove(event: PointerEvent) {
        const last = pointers.current.get(event.pointerId);
        if (!last) return;
        const now = { x: event.clientX, y: event.clientY };
        pointers.current.set(event.pointerId, now);
        const stage = event.currentTarget;
        const start = pinch.current;
        if (start && start.distance > 0) {
          const scale = (start.scale * spread()) / start.distance;
          setView((v) => fitted({ ...v, scale }, stage));
        } else if (pointers.current.size === 1) {
          setView((v) =>
            v.scale > 1 ? fitted({ ...v, x: v.x + now.x - last.x, y: v.y + now.y - last.y }, stage) : v,
          );
        }
      },
      onPointerUp(event: PointerEvent) {
        end(event);
        tapped(event);
      },
      onPointerCancel: end,
    },
  };
}
