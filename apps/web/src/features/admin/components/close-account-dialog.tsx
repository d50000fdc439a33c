import { AdminCloseAccountInput } from "@marketplace/shared/account-contracts";
import { useAdminT } from "../admin-words.ts";
import { type ClosableRole, useCloseAccount } from "../api/account-closure-api.ts";
import { ReasonDialog } from "./reason-dialog.tsx";

interface CloseAccountDialogProps {
  accountRole: ClosableRole;
  account: { _id: string; name: string };
  onClose(): void;
}

/**
 * Closing an account on its owner's request (issue 36, decision 0041): it cannot be undone, so it
 * takes a reason (audited). A refusal (an open order, money owed) is the server's words in the dialog.
 */
export function CloseAccountDialog({ accountRole, account, onClose }: CloseAccountDialogProps) {
  const { t } = useAdminT();
  const close = useCloseAccount(accountRole, account._id);
  return (
    <ReasonDialog
      schema={AdminCloseAccountInput}
      defaultValues={{ reason: "" }}
      title={t("admin.closeAccount.title", { name: account.name })}
      description={t("admin.closeAccount.description")}
      confirmLabel={t("admin.closeAccount.confirm")}
      busyLabel={t("admin.closeAccount.busy")}
      onConfirm={async (input) => {
        const answer = await close.mutateAsync(input);
        return { done: t("admin.closeAccount.done"), description: answer.message };
      }}
      onClose={onClose}
    />
  );
}
