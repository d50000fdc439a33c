import { onlineManager } from "@tanstack/react-query";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { sentRequests, server, serverProblems } from "./api-server.ts";

// The pages are loaded lazily, and the first render of one in a test file waits for its modules: on a
// busy machine that alone can pass the default second of `findBy...`.
configure({ asyncUtilTimeout: 4000 });

// jsdom does not implement scrolling; the layout scrolls to the top on every navigation.
window.scrollTo = vi.fn() as typeof window.scrollTo;

/*
 * The app calls root-relative paths (`/api/...`); MSW resolves them, and the handlers' paths, against
 * jsdom's `location` (http://localhost:3000) as a browser would. Vitest's jsdom environment keeps
 * Node's fetch, Request and AbortController (jsdom has none of its own) and converts jsdom's FormData
 * and Blob bodies for them, so the handlers see the requests a browser would send.
 *
 * The "error" strategy alone only turns an unanswered request into a failed fetch, which the app
 * shows as "No connection" and a test could pass over. So each one is also recorded and fails the
 * test, and is never let through to a real server (port 3000 may be someone's API).
 */
const unanswered: string[] = [];

/*
 * A worker's files share one jsdom and the modules they import (`isolate: false`, which halves the
 * suite's time): each file starts from a blank page at "/", online, with no cookie, and leaves no spy,
 * stubbed global, fake clock or open toast to the next.
 */
beforeAll(() => {
  toast.dismiss();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name);
  }
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API to clear them with.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, "", "/");
  onlineManager.setOnline(true);
});

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
      throw new Error(`Unanswered request: ${request.method} ${request.url}`);
    },
  }),
);

afterEach(() => {
  cleanup();
  // Sonner shows a new Toaster every toast still open: the next test starts with none.
  toast.dismiss();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  sentRequests.length = 0;
  const missed = [...new Set(unanswered.splice(0))];
  const problems = serverProblems.splice(0);
  if (missed.length > 0) throw new Error(`The test's API answered none of: ${missed.join(", ")}.`);
  if (problems.length > 0) throw new Error(problems.join("\n"));
});

/*
 * A drawer's code is fetched on the page's first interaction (a focus, a key), which a test can cause
 * without waiting for it: the file's environment must not be torn down while that import is under way.
 */
afterAll(async () => {
  await vi.dynamicImportSettled();
  server.close();
});
