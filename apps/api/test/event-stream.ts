/** One Server-Sent Event as a client reads it. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * Reads `GET …/stream` as the web app does: fetch with `Authorization: Bearer`, the body read as it
 * arrives (not EventSource, which cannot send the header).
 */
export async function openStream(url: string, token: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, ...headers },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters: Array<() => void> = [];
  let buffer = "";
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split("\n");
          const name = lines.find((l) => l.startsWith("event: "))?.slice(7);
          const data = lines.find((l) => l.startsWith("data: "))?.slice(6);
          if (name && data !== undefined) events.push({ event: name, data: JSON.parse(data) });
          for (const l of lines.filter((line) => line.startsWith(":"))) comments.push(l);
          end = buffer.indexOf("\n\n");
        }
        for (const wake of waiters.splice(0)) wake();
      }
    } catch {
      // Aborted by close().
    }
  })();
  const taken = new Set<number>();
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    events,
    comments,
    ended,
    /** The next event of this name not taken yet, waiting up to `timeoutMs` for it. */
    next(name: string, timeoutMs = 15_000): Promise<StreamEvent> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no "${name}" event within ${timeoutMs} ms; got ${JSON.stringify(events)}`)),
          timeoutMs,
        );
        const look = () => {
          const index = events.findIndex((e, i) => !taken.has(i) && e.event === name);
          if (index >= 0) {
            taken.add(index);
            clearTimeout(timer);
            resolve(events[index] as StreamEvent);
          } else waiters.push(look);
        };
        look();
      });
    },
    close: () => controller.abort(),
  };
}
