import { HttpResponse } from "msw";
import { afterEach, beforeEach, vi } from "vitest";

export interface SavedFile {
  blob: Blob;
  name: string;
}

/**
 * Catches the files the page hands to the browser to save (`lib/save-file.ts`): jsdom has no object
 * URLs and saves nothing, so the blob behind the download link is kept with the link's file name.
 * Each test of the surrounding block starts with none; the browser's parts come back after it.
 */
export function savedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  beforeEach(() => {
    let lastBlob: Blob | null = null;
    URL.createObjectURL = (blob: Blob) => {
      lastBlob = blob;
      return "blob:saved-file";
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ blob: lastBlob, name: this.download });
    });
  });
  afterEach(() => {
    saved.length = 0;
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });
  return saved;
}

/** A server's answer that is a file to save: its type and, as an attachment, its name. */
export function fileAnswer(body: string | ArrayBuffer, contentType: string, filename: string): Response {
  const headers = {
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${filename}"`,
  };
  return typeof body === "string"
    ? HttpResponse.text(body, { headers })
    : HttpResponse.arrayBuffer(body, { headers });
}
