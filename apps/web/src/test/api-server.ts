import { setupServer } from "msw/node";

/**
 * The API as the web tests meet it: an MSW server that answers the app's real `fetch` and
 * XMLHttpRequest calls. It starts with no handlers; each test says what the server answers with the
 * typed helpers of `api-handlers.ts`, and a request nobody answers fails the test (see `setup.ts`).
 */
export const server = setupServer();

/** Every request the app sent in the current test, in order: copies, so their bodies can be read. */
export const sentRequests: Request[] = [];

/** What went wrong on the server's side in the current test (an answer off the contract, say). */
export const serverProblems: string[] = [];

server.events.on("request:start", ({ request }) => {
  sentRequests.push(request.clone());
});
