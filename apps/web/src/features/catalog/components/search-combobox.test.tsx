import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, on, sentPaths } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aProductList, aStoreDetails, aStoreProductList } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";

/**
 * The server as the header's search meets it: suggestions for "ajrak", nothing for anything else; the
 * pages a suggestion opens find an empty catalog and the Ajrak House store.
 */
function serve() {
  server.use(
    answer("GET /api/products", aProductList([])),
    answer("GET /api/stores/:id", {
      success: true,
      store: aStoreDetails({ name: "Ajrak House", slug: "ajrak-house" }),
    }),
    answer("GET /api/products/store/:storeId", aStoreProductList([])),
    on("GET /api/search/suggestions", ({ request }) => {
      const found = new URL(request.url).searchParams.get("q") === "ajrak";
      return {
        success: true,
        products: found ? [{ _id: "p1", name: "Ajrak Shawl", image: null, price: 3200 }] : [],
        stores: found ? [{ _id: "s1", name: "Ajrak House", slug: "ajrak-house" }] : [],
        categories: found ? [{ name: "Traditional Textiles", slug: "traditional-textiles" }] : [],
      };
    }),
  );
}

async function openSearch() {
  const user = userEvent.setup();
  const view = renderApp("/About");
  // jsdom has no layout: the header shows the phone's search icon.
  await user.click(within(await screen.findByRole("banner")).getByRole("button", { name: "Search" }));
  const box = screen.getByRole("combobox", { name: "Search Hunarmand" });
  expect(document.activeElement).toBe(box);
  return { user, box, ...view };
}

const activeOption = (box: HTMLElement) => {
  const id = box.getAttribute("aria-activedescendant");
  return id ? document.getElementById(id) : null;
};

describe("the header's search", () => {
  it("suggests products, stores and categories as she types, asking once per pause", async () => {
    serve();
    const { user, box } = await openSearch();
    await user.type(box, "ajrak");
    const list = await screen.findByRole("listbox", { name: "Search suggestions" });
    expect(await within(list).findByRole("option", { name: /Ajrak Shawl/ })).toBeTruthy();
    expect(within(list).getByRole("group", { name: "Stores" })).toBeTruthy();
    expect(within(list).getByRole("group", { name: "Categories" })).toBeTruthy();
    expect(box.getAttribute("aria-expanded")).toBe("true");
    const asked = sentPaths().filter((path) => path.includes("suggestions"));
    expect(asked).toEqual(["/api/search/suggestions?q=ajrak"]);
  });

  it("moves the highlight with the arrow keys, wrapping, and Enter opens the highlighted item", async () => {
    serve();
    const { user, box, router } = await openSearch();
    await user.type(box, "ajrak");
    await screen.findByRole("option", { name: /Ajrak Shawl/ });
    expect(box.getAttribute("aria-activedescendant")).toBeNull();

    await user.keyboard("{ArrowDown}");
    expect(activeOption(box)?.textContent).toContain("Ajrak Shawl");
    expect(activeOption(box)?.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}");
    expect(activeOption(box)?.textContent).toBe("Ajrak House");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(activeOption(box)?.textContent).toBe("Search all products for “ajrak”");
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(activeOption(box)?.textContent).toBe("Traditional Textiles");

    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/products/category/Traditional%20Textiles"),
    );
  });

  it("goes to All Products searching for the words when Enter is pressed with nothing highlighted", async () => {
    serve();
    const { user, box, router } = await openSearch();
    await user.type(box, "  block print  {Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/AllProduct"));
    expect(router.state.location.search).toBe("?q=block+print");
  });

  it("closes the suggestions with Escape, then the phone's search panel, giving focus back to its icon", async () => {
    serve();
    const { user, box } = await openSearch();
    await user.type(box, "ajrak");
    await screen.findByRole("option", { name: /Ajrak Shawl/ });
    await user.keyboard("{ArrowDown}{Escape}");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(box.getAttribute("aria-activedescendant")).toBeNull();
    expect((box as HTMLInputElement).value).toBe("ajrak");

    await user.keyboard("{Escape}");
    const icon = within(await screen.findByRole("banner")).getByRole("button", { name: "Search" });
    await waitFor(() => expect(document.activeElement).toBe(icon));
    expect(icon.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("opens a suggestion on a tap and says so when nothing matches", async () => {
    serve();
    const { user, box, router } = await openSearch();
    await user.type(box, "zzz");
    expect(await screen.findByText("No products, stores or categories match “zzz”.")).toBeTruthy();
    await user.clear(box);
    await user.type(box, "ajrak");
    await user.click(await screen.findByRole("option", { name: /Ajrak House/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/store/ajrak-house"));
  });
});
