import { HttpResponse, http } from "msw";

/**
 * The API's live stream in a web test: `handler` answers `GET /api/notifications/stream` with a
 * Server-Sent Events body that stays open, `send` writes an event into it (as the server does), and
 * `connected` resolves once the app has connected. Each connection replaces the last.
 */
export function aLiveStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let connections = 0;
  let onConnect: (() => void) | undefined;
  let connected = new Promise<void>((resolve) => {
    onConnect = resolve;
  });
  const handler = http.get("/api/notifications/stream", ({ request }) => {
    connections += 1;
    const token = request.headers.get("Authorization");
    return new HttpResponse(
      new ReadableStream<Uint8Array>({
        start(streamController) {
          controller = streamController;
          // A comment first, as the server's keep-alive: the parser must skip it.
          streamController.enqueue(encoder.encode(": connected\n\n"));
          onConnect?.();
        },
      }),
      { headers: { "Content-Type": "text/event-stream", "X-Token": token ?? "" } },
    );
  });
  return {
    handler,
    get connected() {
      return connected;
    },
    get connections() {
      return connections;
    },
    /** Writes `event: name` with `data` as JSON, in two pieces, as a network may cut it. */
    send(event: "notification" | "message", data: unknown) {
      if (!controller) throw new Error("Nothing is connected to the live stream yet.");
      const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
      const cut = Math.floor(frame.length / 2);
      controller.enqueue(encoder.encode(frame.slice(0, cut)));
      controller.enqueue(encoder.encode(frame.slice(cut)));
    },
    /** Ends the stream, as a server restart does. */
    drop() {
      controller?.close();
      controller = undefined;
      connected = new Promise<void>((resolve) => {
        onConnect = resolve;
      });
    },
  };
}
