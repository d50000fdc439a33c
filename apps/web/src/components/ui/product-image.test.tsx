import "@testing-library/jest-dom/vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductImage } from "./product-image.tsx";

const full = "/uploads/products/a.webp";
const thumb = "/uploads/products/a-thumb.webp";
const sizes = "(min-width: 768px) 33vw, 50vw";

describe("a product image", () => {
  it("offers the 400 px thumbnail and the full image, so a phone can take the smaller file", () => {
    render(<ProductImage src={full} thumbnail={thumb} sizes={sizes} alt="Ajrak Shawl" />);
    const image = screen.getByRole("img", { name: "Ajrak Shawl" });
    expect(image).toHaveAttribute("src", full);
    expect(image).toHaveAttribute("srcset", `${thumb} 400w, ${full} 1600w`);
    expect(image).toHaveAttribute("sizes", sizes);
  });

  it("offers only the one file when there is no thumbnail or no width to choose by", () => {
    const { unmount } = render(<ProductImage src={full} sizes={sizes} alt="No thumbnail" />);
    expect(screen.getByRole("img")).not.toHaveAttribute("srcset");
    expect(screen.getByRole("img")).not.toHaveAttribute("sizes");
    unmount();
    render(<ProductImage src={full} thumbnail={thumb} alt="No sizes" />);
    expect(screen.getByRole("img")).not.toHaveAttribute("srcset");
  });

  it("keeps its place with a width and height before it loads", () => {
    render(<ProductImage src={full} alt="Clay Diya" />);
    const image = screen.getByRole("img");
    expect(image).toHaveAttribute("width", "400");
    expect(image).toHaveAttribute("height", "400");
    expect(image).toHaveClass("h-full", "w-full", "object-cover");
  });

  it("waits until it is near the screen and decodes off the main thread, unless it is the page's largest", () => {
    render(<ProductImage src={full} thumbnail={thumb} sizes={sizes} alt="Below the fold" />);
    const image = screen.getByRole("img");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
    expect(image).not.toHaveAttribute("fetchpriority");
  });

  it("loads the page's largest image at once and first, and asks for it early", () => {
    render(<ProductImage src={full} thumbnail={thumb} sizes={sizes} alt="The LCP" priority />);
    const image = screen.getByRole("img");
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).not.toHaveAttribute("decoding");
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload).toHaveAttribute("imagesrcset", `${thumb} 400w, ${full} 1600w`);
    expect(preload).toHaveAttribute("imagesizes", sizes);
    expect(preload).toHaveAttribute("fetchpriority", "high");
  });

  it("says there is no image when there is none or it fails to load, in the same box", () => {
    const { unmount } = render(<ProductImage src={undefined} alt="Nothing" />);
    expect(screen.getByText("No image available")).toBeInTheDocument();
    unmount();
    render(<ProductImage src={full} alt="Broken" />);
    fireEvent.error(screen.getByRole("img"));
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByText("No image available").parentElement).toHaveClass("h-full", "w-full");
  });
});
