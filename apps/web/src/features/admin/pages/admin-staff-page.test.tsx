import "@testing-library/jest-dom/vitest";
import type { StaffMember } from "@marketplace/shared/admin-contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anAdmin, signInAdmin } from "@/test/admin-fixtures.ts";
import { answer, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { CREATED_AT } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  _id: "a2",
  name: "Bilal Khan",
  email: "bilal@demo.pk",
  role: "operations",
  createdAt: CREATED_AT,
  ...overrides,
});
const staff = [
  member({ _id: "a1", name: "Sana Operator", email: "admin@demo.pk", role: "owner" }),
  member({}),
  member({ _id: "a3", name: "Hina Akhtar", email: "hina@demo.pk", role: "finance" }),
];
const list = answer("GET /api/admin/staff", { success: true, staff });

describe("the owner's Staff screen", () => {
  it("lists the staff with their roles; her own role cannot be changed here", async () => {
    signInAdmin();
    server.use(list);
    renderApp("/admin/staff");
    expect(await screen.findByText("Bilal Khan")).toBeInTheDocument();
    expect(screen.getByText("hina@demo.pk")).toBeInTheDocument();
    expect(screen.getByLabelText("Role of Bilal Khan")).toHaveValue("operations");
    expect(screen.getByLabelText("Role of Hina Akhtar")).toHaveValue("finance");
    const own = screen.getByLabelText("Role of Sana Operator");
    expect(own).toHaveValue("owner");
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription("Another owner changes your role.");
  });

  it("asks, then changes one role and says so", async () => {
    signInAdmin();
    server.use(
      list,
      answer("PUT /api/admin/staff/:id/role", {
        success: true,
        message: "The role is changed. It holds from their next request.",
        member: member({ role: "finance" }),
      }),
    );
    const user = userEvent.setup();
    renderApp("/admin/staff");
    await user.selectOptions(await screen.findByLabelText("Role of Bilal Khan"), "finance");
    const dialog = await screen.findByRole("dialog", { name: "Make Bilal Khan Finance?" });
    expect(sent("PUT /api/admin/staff/:id/role")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Change role" }));
    expect(await screen.findByText("Bilal Khan is now Finance.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const put = sent("PUT /api/admin/staff/:id/role");
    expect(put).toHaveLength(1);
    expect(new URL(put[0]?.url ?? "").pathname).toBe("/api/admin/staff/a2/role");
    expect(await put[0]?.json()).toEqual({ role: "finance" });
  });

  it("backs out without sending anything, the role as it was", async () => {
    signInAdmin();
    server.use(list);
    const user = userEvent.setup();
    renderApp("/admin/staff");
    const select = await screen.findByLabelText("Role of Hina Akhtar");
    await user.selectOptions(select, "owner");
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(select).toHaveValue("finance");
    expect(sent("PUT /api/admin/staff/:id/role")).toHaveLength(0);
  });

  it("shows the server's refusal in the question", async () => {
    signInAdmin();
    server.use(
      list,
      refuse(
        "PUT /api/admin/staff/:id/role",
        409,
        "The console needs at least one owner. Make someone else an owner first.",
      ),
    );
    const user = userEvent.setup();
    renderApp("/admin/staff");
    await user.selectOptions(await screen.findByLabelText("Role of Bilal Khan"), "finance");
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Change role" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The console needs at least one owner. Make someone else an owner first.",
    );
  });

  it("says when the list cannot be loaded, and when there is nobody on it", async () => {
    signInAdmin();
    server.use(refuse("GET /api/admin/staff", 503, "The database is not answering."));
    const { unmount } = renderApp("/admin/staff");
    expect(await screen.findByText(/The staff could not be loaded/)).toBeInTheDocument();
    unmount();
    server.use(answer("GET /api/admin/staff", { success: true, staff: [] }));
    renderApp("/admin/staff");
    expect(await screen.findByRole("heading", { name: "No staff yet" })).toBeInTheDocument();
  });

  it("is in Urdu", async () => {
    signInAdmin();
    server.use(list);
    renderApp("/admin/staff", { language: "ur" });
    expect(await screen.findByRole("heading", { level: 1, name: "عملہ" })).toBeInTheDocument();
    const select = await screen.findByLabelText("\u2068Bilal Khan\u2069 کا کردار");
    expect(select).toHaveValue("operations");
    expect(within(select).getByRole("option", { selected: true })).toHaveTextContent("آپریشنز");
  });

  it("is not for operations or finance, and their menu does not list it", async () => {
    signInAdmin(anAdmin({ role: "finance" }));
    renderApp("/admin/staff");
    expect(
      await screen.findByRole("heading", { level: 1, name: "This screen is not for your role" }),
    ).toBeInTheDocument();
    expect(sent("GET /api/admin/staff")).toHaveLength(0);
  });
});
