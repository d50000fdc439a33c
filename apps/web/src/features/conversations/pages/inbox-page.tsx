import { MessagesSquare } from "lucide-react";
import { Link, useLocation } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { useLiveUpdates } from "@/features/notifications/api/live-updates.ts";
import messages from "@/i18n/catalogs/en/conversations.json";
import { useT } from "@/i18n/use-t.ts";
import { type AccountRole, useSignedInAccount } from "@/lib/session/signed-in-account.ts";
import { totalUnread, useConversations } from "../api/conversations-api.ts";
import { ConversationList } from "../components/conversation-list.tsx";
import { inboxRoleOf } from "../components/inbox-role.ts";
import { SignInToRead } from "../components/sign-in-to-read.tsx";

/** `/messages` (a customer's) and `/dashboard/messages` (a seller's, for all her stores). */
export function InboxPage() {
  const role = inboxRoleOf(useLocation().pathname);
  const account = useSignedInAccount(role);
  const { t } = useT(messages);
  const title = t(
    role === "customer" ? "conversations.inbox.customerTitle" : "conversations.inbox.sellerTitle",
  );
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageHead title={title} noindex />
      <h1 className="font-display text-3xl font-bold text-brand-800">{title}</h1>
      {account ? <Inbox role={role} token={account.token} /> : <SignInToRead role={role} />}
    </section>
  );
}

function Inbox({ role, token }: { role: AccountRole; token: string }) {
  useLiveUpdates(token);
  const conversations = useConversations(role);
  const { t } = useT(messages);

  if (conversations.isPending) return <LoadingState label={t("conversations.inbox.loading")} />;
  if (conversations.isError) {
    return (
      <ErrorState
        title={t("conversations.inbox.failed")}
        message={conversations.error.message}
        onRetry={() => void conversations.refetch()}
        retrying={conversations.isFetching}
      />
    );
  }
  if (conversations.data.length === 0) {
    return (
      <EmptyState
        title={t("conversations.inbox.emptyTitle")}
        message={t(
          role === "customer" ? "conversations.inbox.emptyCustomer" : "conversations.inbox.emptySeller",
        )}
        icon={<MessagesSquare className="h-7 w-7" aria-hidden="true" />}
      >
        <Link to={role === "customer" ? "/AllProduct" : "/dashboard"} className={buttonClasses("primary")}>
          {t(role === "customer" ? "conversations.inbox.browse" : "conversations.inbox.toDashboard")}
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <p className="mt-1 mb-5 text-stone-600">
        {t("conversations.inbox.summary", {
          count: conversations.data.length,
          unread: totalUnread(conversations.data),
        })}
      </p>
      <ConversationList conversations={conversations.data} reader={role} />
    </>
  );
}
