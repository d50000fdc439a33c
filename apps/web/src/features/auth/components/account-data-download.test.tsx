import "@testing-library/jest-dom/vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { sentRequests, server } from "@/test/api-server.ts";
import { aSeller, aUser } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { fileAnswer, savedFiles } from "@/test/saved-files.ts";
import { emptyHomeFor, signInCustomer, signInSeller } from "@/test/sessions.ts";

const AYESHA = aUser({ _id: "u9", name: "Ayesha Malik", email: "ayesha@example.pk" });
const SANA = aSeller({ _id: "s3", name: "Sana Memon", email: "sana@example.pk" });
const ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

const saved = savedFiles();
beforeEach(() => {
  server.use(...emptyHomeFor(AYESHA));
});

const exportsAs = (filename: string) =>
  http.get("/api/account/export", () => fileAnswer(ZIP.buffer, "application/zip", filename));

describe("download my data from the header's account menu", () => {
  it("saves a customer's export, asked with her own token", async () => {
    server.use(exportsAs("hunarmand-account-2026-11-28.zip"));
    signInCustomer(AYESHA);
    const user = userEvent.setup();
    renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Account menu for Ayesha Malik" }));
    await user.click(await screen.findByRole("menuitem", { name: "Download my data" }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe("hunarmand-account-2026-11-28.zip");
    expect(new Uint8Array(await (saved[0]?.blob ?? new Blob()).arrayBuffer())).toEqual(ZIP);
    const calls = sentRequests.filter((request) => new URL(request.url).pathname === "/api/account/export");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer customer-token");
  });

  it("gives a seller the same, with the seller's token", async () => {
    server.use(exportsAs("hunarmand-account-2026-11-28.zip"));
    signInSeller(SANA, []);
    const user = userEvent.setup();
    renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Account menu for Sana Memon" }));
    await user.click(await screen.findByRole("menuitem", { name: "Download my data" }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const [call] = sentRequests.filter((request) => new URL(request.url).pathname === "/api/account/export");
    expect(call?.headers.get("Authorization")).toBe("Bearer seller-token");
  });

  it("says why when the download is refused, and saves nothing", async () => {
    server.use(
      http.get("/api/account/export", () =>
        HttpResponse.json(
          { success: false, message: "Account not found. Please sign in again." },
          { status: 404 },
        ),
      ),
    );
    signInCustomer(AYESHA);
    const user = userEvent.setup();
    renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Account menu for Ayesha Malik" }));
    await user.click(await screen.findByRole("menuitem", { name: "Download my data" }));

    expect(await screen.findByText("Could not download your data")).toBeInTheDocument();
    expect(screen.getByText("Account not found. Please sign in again.")).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
