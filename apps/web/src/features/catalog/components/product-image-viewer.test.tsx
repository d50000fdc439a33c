import "@testing-library/jest-dom/vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aProduct, aReviewPage } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { ProductGallery } from "./product-gallery.tsx";

const images = ["/uploads/products/a.webp", "/uploads/products/b.webp"];
const shownInViewer = () => within(screen.getByRole("dialog")).getByRole("img").getAttribute("src");
const zoomOf = () => screen.getByTestId("image-viewer-zoom").style.transform;

/** The viewer open on the first photo, its stage as big as a 360 px phone's. */
async function openViewer() {
  const user = userEvent.setup();
  render(<ProductGallery name="Ajrak Shawl" images={images} thumbnails={images} />);
  await user.click(screen.getByRole("button", { name: "Open image 1 of 2 full size" }));
  const stage = await screen.findByTestId("image-viewer-stage");
  stage.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 360, height: 600 });
  return { user, stage };
}

const finger = (
  type: "pointerDown" | "pointerMove" | "pointerUp",
  stage: HTMLElement,
  id: number,
  x: number,
  y = 300,
) => fireEvent[type](stage, { pointerId: id, clientX: x, clientY: y });

/** Two quick taps in one place, as a finger or a mouse makes them. */
function doubleTap(stage: HTMLElement) {
  for (const _ of [1, 2]) {
    finger("pointerDown", stage, 9, 180);
    finger("pointerUp", stage, 9, 180);
  }
}

describe("pinch-zoom in the photo viewer (issue 34, item 7)", () => {
  it("leaves two-finger gestures to the page, not the browser", async () => {
    const { stage } = await openViewer();
    expect(stage).toHaveClass("touch-none");
    expect(zoomOf()).toBe("translate(0px, 0px) scale(1)");
  });

  it("zooms by how far two fingers spread, up to four times, and a pinch is not a swipe", async () => {
    const { stage } = await openViewer();
    finger("pointerDown", stage, 1, 100);
    finger("pointerDown", stage, 2, 200);
    finger("pointerMove", stage, 2, 300);
    expect(zoomOf()).toBe("translate(0px, 0px) scale(2)");
    finger("pointerMove", stage, 2, 1000);
    expect(zoomOf()).toContain("scale(4)");
    finger("pointerUp", stage, 2, 1000);
    finger("pointerUp", stage, 1, 100);
    expect(shownInViewer()).toBe(images[0]);

    // Fingers closing bring it back, never smaller than the photo's fitted size.
    finger("pointerDown", stage, 3, 100);
    finger("pointerDown", stage, 4, 500);
    finger("pointerMove", stage, 4, 101);
    expect(zoomOf()).toBe("translate(0px, 0px) scale(1)");
  });

  it("drags a zoomed photo with one finger, within its edges, instead of moving to the next", async () => {
    const { stage } = await openViewer();
    doubleTap(stage);
    expect(zoomOf()).toBe("translate(0px, 0px) scale(2.5)");
    finger("pointerDown", stage, 1, 300);
    finger("pointerMove", stage, 1, 200);
    finger("pointerUp", stage, 1, 200);
    expect(zoomOf()).toBe("translate(-100px, 0px) scale(2.5)");
    expect(shownInViewer()).toBe(images[0]);
    // 360 px wide at 2.5 times: at most 270 px either way.
    finger("pointerDown", stage, 1, 300);
    finger("pointerMove", stage, 1, -500);
    expect(zoomOf()).toBe("translate(-270px, 0px) scale(2.5)");
    finger("pointerUp", stage, 1, -500);
    doubleTap(stage);
    expect(zoomOf()).toBe("translate(0px, 0px) scale(1)");
  });

  it("zooms with the + and − keys, and starts the next photo unzoomed", async () => {
    const { user } = await openViewer();
    await user.keyboard("+");
    expect(zoomOf()).toBe("translate(0px, 0px) scale(1.5)");
    await user.keyboard("-");
    expect(zoomOf()).toBe("translate(0px, 0px) scale(1)");
    await user.keyboard("++");
    await user.keyboard("{ArrowRight}");
    expect(shownInViewer()).toBe(images[1]);
    expect(zoomOf()).toBe("translate(0px, 0px) scale(1)");
    expect(screen.getByText(/Pinch, double-tap or press \+ and − to zoom\./)).toBeInTheDocument();
  });

  it("says how to zoom in Urdu", async () => {
    server.use(
      answer("GET /api/products/:id", { success: true, product: aProduct({ _id: "p1", images }) }),
      answer("GET /api/products/:id/reviews", aReviewPage()),
    );
    const user = userEvent.setup();
    renderApp("/viewproduct/p1", { language: "ur" });
    await user.click(await screen.findByRole("button", { name: "2 میں سے تصویر 1 پوری دیکھیں" }));
    expect(
      await screen.findByText(/زوم کے لیے دو انگلیوں سے پھیلائیں، دو بار تھپتھپائیں یا \+ اور − دبائیں۔/),
    ).toBeInTheDocument();
  });
});
