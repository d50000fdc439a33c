import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from "react";
import { useWhenIdle } from "./when-idle.ts";

/**
 * A piece of the page that is not part of its first load (a drawer, a sheet): its code is fetched
 * by `preload()` (when the browser is idle) or at the latest when `Part` first renders.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Part: LazyExoticComponent<ComponentType<Props>>; preload: () => Promise<unknown> } {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  return { Part: lazy(preload), preload };
}

/**
 * Renders `children` (a closed drawer or sheet made with `lazyPart`, which shows nothing while
 * closed) only from the first time `open` is true, and keeps it from then on so it closes with its
 * own animation and focus handling. Its code is fetched when the browser is first idle, or when it
 * is opened before that.
 */
export function OnceOpened({
  open,
  preload,
  children,
}: {
  open: boolean;
  preload: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useWhenIdle(preload);
  if (!opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
