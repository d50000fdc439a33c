import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { Modal } from "@/components/ui/modal.tsx";

function WithConfirm() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Clay Diya Set
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete product?"
        description="This cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={false}
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

function WithModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Mark as Shipped
      </button>
      {open && (
        <Modal open onOpenChange={setOpen} title="Tracking number">
          <input aria-label="Tracking number" />
        </Modal>
      )}
    </>
  );
}

describe("closing a dialog", () => {
  it("puts the focus back on the button that opened a confirm dialog (Escape or Cancel)", async () => {
    const user = userEvent.setup();
    render(<WithConfirm />);
    const opener = screen.getByRole("button", { name: "Delete Clay Diya Set" });
    await user.click(opener);
    await screen.findByRole("dialog", { name: "Delete product?" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await user.click(opener);
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("puts the focus back on the opener when a modal closes", async () => {
    const user = userEvent.setup();
    render(<WithModal />);
    const opener = screen.getByRole("button", { name: "Mark as Shipped" });
    await user.click(opener);
    await screen.findByRole("dialog", { name: "Tracking number" });
    await user.click(screen.getByRole("button", { name: "Close dialog" }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
