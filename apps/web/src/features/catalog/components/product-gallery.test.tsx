import "@testing-library/jest-dom/vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ProductGallery } from "./product-gallery.tsx";

const images = ["/uploads/products/a.webp", "/uploads/products/b.webp", "/uploads/products/c.webp"];
const thumbs = images.map((url) => url.replace(".webp", "-thumb.webp"));

const shownInViewer = () => within(screen.getByRole("dialog")).getByRole("img").getAttribute("src");

describe("zooming into a product's photos", () => {
  it("opens the full-size photo on a click and moves with the arrow keys and buttons", async () => {
    const user = userEvent.setup();
    render(<ProductGallery name="Ajrak Shawl" images={images} thumbnails={thumbs} />);
    const photo = screen.getByRole("button", { name: "Open image 1 of 3 full size" });
    await user.click(photo);

    const dialog = await screen.findByRole("dialog", { name: /Ajrak Shawl/ });
    expect(within(dialog).getByRole("img", { name: "Ajrak Shawl, image 1 of 3" })).toHaveAttribute(
      "src",
      images[0],
    );
    await user.keyboard("{ArrowRight}");
    expect(shownInViewer()).toBe(images[1]);
    await user.click(within(dialog).getByRole("button", { name: "Next photo" }));
    expect(shownInViewer()).toBe(images[2]);
    await user.click(within(dialog).getByRole("button", { name: "Next photo" }));
    expect(shownInViewer()).toBe(images[0]);
    await user.keyboard("{ArrowLeft}");
    expect(shownInViewer()).toBe(images[2]);
    expect(dialog).toHaveTextContent("3 / 3");
  });

  it("moves between photos with a swipe, and not with a vertical drag", async () => {
    const user = userEvent.setup();
    render(<ProductGallery name="Ajrak Shawl" images={images} thumbnails={thumbs} />);
    await user.click(screen.getByRole("button", { name: "Open image 1 of 3 full size" }));
    const stage = await screen.findByTestId("image-viewer-stage");
    const swipe = (fromX: number, toX: number, fromY = 300, toY = 300) => {
      fireEvent.pointerDown(stage, { clientX: fromX, clientY: fromY });
      fireEvent.pointerUp(stage, { clientX: toX, clientY: toY });
    };
    swipe(300, 100);
    expect(shownInViewer()).toBe(images[1]);
    swipe(100, 300);
    expect(shownInViewer()).toBe(images[0]);
    swipe(300, 250, 100, 400);
    expect(shownInViewer()).toBe(images[0]);
    swipe(200, 190);
    expect(shownInViewer()).toBe(images[0]);
  });

  it("closes with Escape, puts the focus back on the photo and keeps the photo last seen", async () => {
    const user = userEvent.setup();
    render(<ProductGallery name="Ajrak Shawl" images={images} thumbnails={thumbs} />);
    await user.click(screen.getByRole("button", { name: "Open image 1 of 3 full size" }));
    await screen.findByRole("dialog");
    await user.keyboard("{ArrowRight}");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const photo = screen.getByRole("button", { name: "Open image 2 of 3 full size" });
    await waitFor(() => expect(photo).toHaveFocus());
    expect(screen.getByRole("button", { name: "Show image 2 of 3" })).toHaveAttribute("aria-pressed", "true");
  });

  it("opens a single photo without arrows, and shows no button when there is no photo", async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <ProductGallery name="Clay Diya" images={[images[0] as string]} thumbnails={[]} />,
    );
    await user.click(screen.getByRole("button", { name: "Open the photo full size" }));
    const dialog = await screen.findByRole("dialog", { name: "Clay Diya" });
    expect(within(dialog).queryByRole("button", { name: "Next photo" })).not.toBeInTheDocument();
    unmount();
    render(<ProductGallery name="Clay Diya" images={[]} thumbnails={[]} />);
    expect(screen.queryByRole("button", { name: /full size/ })).not.toBeInTheDocument();
    expect(screen.getByText("No image available")).toBeInTheDocument();
  });
});

describe("the product page's photos as the page loads", () => {
  it("fetches the main photo first, offering its thumbnail for small screens", () => {
    render(<ProductGallery name="Ajrak Shawl" images={images} thumbnails={thumbs} />);
    const main = screen.getByRole("img", { name: "Ajrak Shawl, image 1 of 3" });
    expect(main).toHaveAttribute("fetchpriority", "high");
    expect(main).toHaveAttribute("loading", "eager");
    expect(main).toHaveAttribute("srcset", `${thumbs[0]} 400w, ${images[0]} 1600w`);
    expect(main).toHaveAttribute("sizes", "(min-width: 1152px) 552px, (min-width: 768px) 50vw, 100vw");
  });

  it("shows the row of choices from the thumbnails, loaded when near view", () => {
    render(<ProductGallery name="Ajrak Shawl" images={images} thumbnails={thumbs} />);
    const choice = within(screen.getByRole("button", { name: "Show image 2 of 3" })).getByRole(
      "presentation",
    );
    expect(choice).toHaveAttribute("srcset", `${thumbs[1]} 400w, ${images[1]} 1600w`);
    expect(choice).toHaveAttribute("sizes", "80px");
    expect(choice).toHaveAttribute("loading", "lazy");
    expect(choice).not.toHaveAttribute("fetchpriority");
  });

  it("shows the full-size file alone once zoomed in", async () => {
    const user = userEvent.setup();
    render(<ProductGallery name="Ajrak Shawl" images={images} thumbnails={thumbs} />);
    await user.click(screen.getByRole("button", { name: "Open image 1 of 3 full size" }));
    const zoomed = within(await screen.findByRole("dialog")).getByRole("img");
    expect(zoomed).toHaveAttribute("src", images[0]);
    expect(zoomed).not.toHaveAttribute("srcset");
  });
});
