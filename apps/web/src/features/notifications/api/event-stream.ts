/** One Server-Sent Event as the stream delivered it: its `event:` name and its `data:` text. */
export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * Splits a Server-Sent Events text into its events, per the HTML standard's rules: fields until a
 * blank line, `data:` lines joined by newlines, comment lines (`: keep-alive`) skipped, `event`
 * defaulting to "message". Fed chunk by chunk; a frame cut in two waits for its end.
 */
export function eventStreamParser(onEvent: (event: StreamEvent) => void) {
  let buffer = "";
  let name = "";
  let data: string[] = [];

  const line = (text: string) => {
    if (text === "") {
      if (data.length > 0) onEvent({ event: name || "message", data: data.join("\n") });
      name = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") name = value;
    else if (field === "data") data.push(value);
  };

  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    // The last piece may be a line still on its way.
    buffer = lines.pop() ?? "";
    for (const text of lines) line(text);
  };
}

/** Reads a streamed body to its end (or the signal's abort), handing each event over as it arrives. */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const feed = eventStreamParser(onEvent);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      feed(decoder.decode(value, { stream: true }));
    }
    // An event cut off by the end of the stream is dropped, as the standard says.
  } finally {
    reader.releaseLock();
  }
}
