import "@testing-library/jest-dom/vitest";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProductImagesField } from "./product-images-field.tsx";

/** A stand-in for the browser's XMLHttpRequest that the test drives: progress, then the answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  responseText = "";
  responseType = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function Harness({ onAuthFailed = () => {} }: { onAuthFailed?: () => void }) {
  const [urls, setUrls] = useState<string[]>([]);
  return (
    <ProductImagesField
      value={urls}
      onChange={setUrls}
      token="seller-token"
      onBusyChange={() => {}}
      onAuthFailed={onAuthFailed}
    />
  );
}

const image = (name: string) => new File([new Uint8Array(2048)], name, { type: "image/png" });

describe("ProductImagesField", () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    URL.createObjectURL = vi.fn(() => "blob:preview");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("uploads each image with the seller's token, shows its progress, then shows the uploaded image", async () => {
    render(<Harness />);
    await userEvent
      .setup()
      .upload(screen.getByLabelText("Add product images"), [image("a.png"), image("b.png")]);
    expect(FakeXhr.sent).toHaveLength(2);
    const [first, second] = FakeXhr.sent as [FakeXhr, FakeXhr];
    expect(first.url).toBe("/api/media/images");
    expect(first.headers.Authorization).toBe("Bearer seller-token");

    act(() => first.progress(40, 100));
    expect(screen.getByRole("progressbar", { name: "Uploading a.png" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );

    await act(async () => {
      first.answer(201, {
        success: true,
        images: [{ url: "/uploads/products/a.webp", thumbUrl: "/t/a.webp" }],
      });
      second.answer(201, {
        success: true,
        images: [{ url: "/uploads/products/b.webp", thumbUrl: "/t/b.webp" }],
      });
    });
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(
      screen.getAllByRole("img", { name: /^Product view/ }).map((img) => img.getAttribute("src")),
    ).toEqual(["/uploads/products/a.webp", "/uploads/products/b.webp"]);

    await userEvent.setup().click(screen.getByRole("button", { name: "Remove image 1" }));
    expect(screen.getAllByRole("img", { name: /^Product view/ })).toHaveLength(1);
  });

  it("refuses a file over 5MB before uploading and names it", async () => {
    render(<Harness />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "huge.jpg", { type: "image/jpeg" });
    await userEvent.setup().upload(screen.getByLabelText("Add product images"), big);
    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.getByRole("alert")).toHaveTextContent("File huge.jpg is too large. Maximum size is 5MB.");
  });

  it("reports a refused upload and hands a 401 to the caller", async () => {
    const onAuthFailed = vi.fn();
    render(<Harness onAuthFailed={onAuthFailed} />);
    await userEvent.setup().upload(screen.getByLabelText("Add product images"), image("a.png"));
    await act(async () =>
      (FakeXhr.sent[0] as FakeXhr).answer(401, { success: false, message: "Sign in again." }),
    );
    expect(onAuthFailed).toHaveBeenCalledOnce();

    await userEvent.setup().upload(screen.getByLabelText("Add product images"), image("c.png"));
    await act(async () =>
      (FakeXhr.sent[1] as FakeXhr).answer(400, { success: false, message: "The file is not an image." }),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Could not upload c.png: The file is not an image.");
  });
});
