import "@testing-library/jest-dom/vitest";
import type { GlossaryEntryJson } from "@marketplace/shared/glossary-contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "@/test/admin-fixtures.ts";
import { answer, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { renderApp } from "@/test/render-app.tsx";

const chadar: GlossaryEntryJson = {
  _id: null,
  key: "chadar",
  urdu: ["چادر"],
  roman: ["chadar", "chaadar"],
  english: ["shawl"],
  builtIn: true,
  updatedAt: null,
};
const ajrak: GlossaryEntryJson = { ...chadar, key: "ajrak", urdu: ["اجرک"], roman: ["ajrak"], english: [] };
const mukaish: GlossaryEntryJson = {
  _id: "g1",
  key: "mukaish",
  urdu: ["مکیش"],
  roman: ["mukaish", "mukesh"],
  english: ["wirework"],
  builtIn: false,
  updatedAt: "2026-11-29T10:00:00.000Z",
};

describe("the search glossary page (issue 33)", () => {
  it("lists the built-in entries read-only, finds an entry by a word in any script, and adds one", async () => {
    signInAdmin();
    server.use(
      answer("GET /api/admin/glossary", { success: true, entries: [chadar, ajrak] }),
      answer("POST /api/admin/glossary", {
        success: true,
        message: '"mukaish" added to the glossary.',
        entry: mukaish,
      }),
    );
    const user = userEvent.setup();
    renderApp("/admin/glossary");
    expect(await screen.findByRole("heading", { name: "No entries of your own yet" })).toBeInTheDocument();
    const builtIn = screen.getByRole("region", { name: "Built-in entries (2)" });
    expect(within(builtIn).getByText("chaadar", { exact: false })).toBeInTheDocument();
    expect(within(builtIn).queryByRole("button")).toBeNull();

    await user.type(screen.getByRole("searchbox", { name: "Find an entry" }), "اجر");
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Built-in entries (1)" })).toBeInTheDocument(),
    );
    expect(screen.queryByText("chadar")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Add an entry" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a glossary entry" });
    await user.type(within(dialog).getByLabelText(/^Name/), "mukaish");
    await user.type(within(dialog).getByLabelText(/^Urdu spellings/), "mukaish");
    await user.click(within(dialog).getByRole("button", { name: "Add an entry" }));
    // Checked as the API checks it: nothing is sent.
    expect(
      await within(dialog).findByText("Urdu spellings are written in Urdu letters only."),
    ).toBeInTheDocument();
    expect(sent("POST /api/admin/glossary")).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Urdu spellings/));
    await user.type(within(dialog).getByLabelText(/^Urdu spellings/), "مکیش");
    await user.type(within(dialog).getByLabelText(/^Roman Urdu spellings/), "mukaish{enter} mukesh ");
    await user.type(within(dialog).getByLabelText(/^English words/), "wirework");
    await user.click(within(dialog).getByRole("button", { name: "Add an entry" }));
    await waitFor(() => expect(sent("POST /api/admin/glossary")).toHaveLength(1));
    expect(await sent("POST /api/admin/glossary")[0]?.json()).toEqual({
      key: "mukaish",
      urdu: ["مکیش"],
      roman: ["mukaish", "mukesh"],
      english: ["wirework"],
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("changes and deletes the operator's own entries, and shows the server's refusal", async () => {
    signInAdmin();
    server.use(
      answer("GET /api/admin/glossary", { success: true, entries: [chadar, mukaish] }),
      refuse("PUT /api/admin/glossary/:id", 400, "Some fields are not valid.", {
        errors: [{ field: "roman.1", message: "A Roman Urdu spelling is written twice." }],
      }),
      answer("DELETE /api/admin/glossary/:id", {
        success: true,
        message: '"mukaish" deleted from the glossary.',
      }),
    );
    const user = userEvent.setup();
    renderApp("/admin/glossary");
    await user.click(await screen.findByRole("button", { name: "Change mukaish" }));
    const dialog = await screen.findByRole("dialog", { name: "Change “mukaish”" });
    expect(within(dialog).queryByLabelText(/^Name/)).toBeNull();
    const english = within(dialog).getByLabelText(/^English words/);
    expect(english).toHaveValue("wirework");
    await user.clear(english);
    await user.type(english, "foilwork");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("A Roman Urdu spelling is written twice.")).toBeInTheDocument();
    expect(await sent("PUT /api/admin/glossary/:id")[0]?.json()).toEqual({
      urdu: ["مکیش"],
      roman: ["mukaish", "mukesh"],
      english: ["foilwork"],
    });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Delete mukaish" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete “mukaish”?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(sent("DELETE /api/admin/glossary/:id")).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("reads right to left in Urdu, every word in Urdu", async () => {
    signInAdmin();
    server.use(answer("GET /api/admin/glossary", { success: true, entries: [chadar, mukaish] }));
    renderApp("/admin/glossary", { language: "ur" });
    expect(await screen.findByRole("heading", { level: 1, name: "تلاش کے الفاظ" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "اندراج شامل کریں" })).toBeInTheDocument();
    // The entry's own name stays as written, set apart inside the Urdu.
    const label = (name: string) => screen.getByRole("button", { name }).getAttribute("aria-label");
    expect(label("\u2068mukaish\u2069 بدلیں")).toBeTruthy();
    expect(label("\u2068mukaish\u2069 مٹائیں")).toBeTruthy();
    expect(screen.getByText("پہلے سے موجود")).toBeInTheDocument();
  });

  it("offers Try Again when the glossary cannot be loaded", async () => {
    signInAdmin();
    server.use(refuse("GET /api/admin/glossary", 500, "Something went wrong on our side. Please try again."));
    renderApp("/admin/glossary");
    expect(await screen.findByRole("button", { name: /try again/i })).toBeInTheDocument();
  });
});
