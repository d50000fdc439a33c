import "@testing-library/jest-dom/vitest";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { moveImage, ProductImagesField } from "./product-images-field.tsx";

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

function Harness({
  onAuthFailed = () => {},
  initial = [],
}: {
  onAuthFailed?: () => void;
  initial?: string[];
}) {
  const [urls, setUrls] = useState<string[]>(initial);
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

  it("adds photos in the order they were chosen, even when a later upload finishes first", async () => {
    render(<Harness />);
    await userEvent
      .setup()
      .upload(screen.getByLabelText("Add product images"), [image("big.png"), image("small.png")]);
    const [big, small] = FakeXhr.sent as [FakeXhr, FakeXhr];
    await act(async () =>
      small.answer(201, {
        success: true,
        images: [{ url: "/uploads/products/small.webp", thumbUrl: "/t/s" }],
      }),
    );
    // The small photo waits for the one chosen before it instead of taking the cover.
    expect(screen.queryAllByRole("img", { name: /^Product view/ })).toHaveLength(0);
    await act(async () =>
      big.answer(201, { success: true, images: [{ url: "/uploads/products/big.webp", thumbUrl: "/t/b" }] }),
    );
    expect(
      screen.getAllByRole("img", { name: /^Product view/ }).map((img) => img.getAttribute("src")),
    ).toEqual(["/uploads/products/big.webp", "/uploads/products/small.webp"]);
  });

  it("still adds the later photo when an earlier upload fails", async () => {
    render(<Harness />);
    await userEvent
      .setup()
      .upload(screen.getByLabelText("Add product images"), [image("a.png"), image("b.png")]);
    const [a, b] = FakeXhr.sent as [FakeXhr, FakeXhr];
    await act(async () => {
      b.answer(201, { success: true, images: [{ url: "/uploads/products/b.webp", thumbUrl: "/t/b" }] });
      a.answer(400, { success: false, message: "The file is not an image." });
    });
    expect(
      screen.getAllByRole("img", { name: /^Product view/ }).map((img) => img.getAttribute("src")),
    ).toEqual(["/uploads/products/b.webp"]);
  });

  it("lets the seller reorder photos and pick the cover with the keyboard", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["/u/red.webp", "/u/green.webp", "/u/blue.webp"]} />);
    const order = () =>
      screen.getAllByRole("img", { name: /^Product view/ }).map((img) => img.getAttribute("src"));

    screen.getByRole("button", { name: "Move image 1 right" }).focus();
    await user.keyboard("{Enter}");
    expect(order()).toEqual(["/u/green.webp", "/u/red.webp", "/u/blue.webp"]);
    // The focus stays with the moved photo's button, so pressing again moves it on.
    expect(screen.getByRole("button", { name: "Move image 2 right" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(order()).toEqual(["/u/green.webp", "/u/blue.webp", "/u/red.webp"]);
    expect(screen.getByRole("button", { name: "Move image 3 right" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await user.keyboard("{Enter}");
    expect(order()).toEqual(["/u/green.webp", "/u/blue.webp", "/u/red.webp"]);

    await user.click(screen.getByRole("button", { name: "Make image 3 the cover" }));
    expect(order()).toEqual(["/u/red.webp", "/u/green.webp", "/u/blue.webp"]);
    expect(screen.getByText("Image 3 is now the cover.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Image 1 is the cover" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );

    await user.click(screen.getByRole("button", { name: "Move image 3 left" }));
    expect(order()).toEqual(["/u/red.webp", "/u/blue.webp", "/u/green.webp"]);
  });
});

describe("moveImage", () => {
  it("moves one photo and leaves the others in order", () => {
    expect(moveImage(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveImage(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveImage(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveImage(["a", "b"], 1, 2)).toEqual(["a", "b"]);
  });
});
