import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";
import { useOnFirstInteraction } from "./first-interaction.ts";

/**
 * A piece of the page that is not part of its first load (a drawer, a sheet): its code is fetched
 * by `preload()` (on the visitor's first interaction) or at the latest when `Part` first renders. Once the
 * code is here, `Part` renders it at once: React's `lazy` alone would suspend for a moment the first
 * time each instance renders, even with the code long loaded.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Part: ComponentType<Props>; preload: () => Promise<unknown> } {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let Loaded: ComponentType<Props> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      Loaded = component;
      return { default: component };
    });
    return loading;
  };
  const Pending = lazy(preload);
  function Part(props: Props) {
    return Loaded ? <Loaded {...props} /> : <Pending {...props} />;
  }
  return { Part, preload };
}

/**
 * Renders `children` (a closed drawer or sheet made with `lazyPart`, which shows nothing while
 * closed) only from the first time `open` is true, and keeps it from then on so it closes with its
 * own animation and focus handling. Its code is fetched on the visitor's first interaction with the page, or when it
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
  useOnFirstInteraction(preload);
  if (!opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
