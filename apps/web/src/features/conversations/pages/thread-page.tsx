import { ArrowLeft, SearchX } from "lucide-react";
import { Link, useLocation, useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { useLiveUpdates } from "@/features/notifications/api/live-updates.ts";
import messages from "@/i18n/catalogs/en/conversations.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError } from "@/lib/api-client.ts";
import { inboxPath } from "@/lib/app-paths.ts";
import { type AccountRole, useSignedInAccount } from "@/lib/session/signed-in-account.ts";
import { useSendMessage, useThread } from "../api/conversations-api.ts";
import { ConversationContext } from "../components/conversation-context.tsx";
import { conversationSubject, counterpartName } from "../components/conversation-subject.ts";
import { inboxRoleOf } from "../components/inbox-role.ts";
import { MessageForm } from "../components/message-form.tsx";
import { SignInToRead } from "../components/sign-in-to-read.tsx";
import { ThreadView } from "../components/thread-view.tsx";

/** `/messages/:conversationId` and `/dashboard/messages/:conversationId`: one conversation, live. */
export function ThreadPage() {
  const role = inboxRoleOf(useLocation().pathname);
  const { conversationId = "" } = useParams();
  const account = useSignedInAccount(role);
  const { t } = useT(messages);
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Link
        to={inboxPath(role)}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {t("conversations.thread.back")}
      </Link>
      {account ? (
        <Thread key={conversationId} role={role} token={account.token} id={conversationId} />
      ) : (
        <>
          <PageHead title={t("conversations.thread.title")} noindex />
          <h1 className="mt-3 font-display text-2xl font-bold text-stone-900">
            {t("conversations.thread.title")}
          </h1>
          <SignInToRead role={role} />
        </>
      )}
    </section>
  );
}

function Thread({ role, token, id }: { role: AccountRole; token: string; id: string }) {
  useLiveUpdates(token);
  const thread = useThread(role, id);
  const send = useSendMessage(role, id);
  const { t } = useT(messages);

  if (thread.isPending) {
    return (
      <>
        <PageHead title={t("conversations.thread.title")} noindex />
        <LoadingState label={t("conversations.thread.loading")} />
      </>
    );
  }
  if (thread.isError) {
    const status = thread.error instanceof ApiError ? thread.error.status : 0;
    if (status === 404 || status === 403 || status === 400) {
      return (
        <>
          <PageHead title={t("conversations.thread.notFoundTitle")} noindex />
          <EmptyState
            headingLevel={1}
            title={t("conversations.thread.notFoundTitle")}
            message={t("conversations.thread.notFoundMessage")}
            icon={<SearchX className="h-7 w-7" aria-hidden="true" />}
          >
            <Link to={inboxPath(role)} className={buttonClasses("primary")}>
              {t("conversations.thread.back")}
            </Link>
          </EmptyState>
        </>
      );
    }
    return (
      <>
        <PageHead title={t("conversations.thread.title")} noindex />
        <ErrorState
          headingLevel={1}
          title={t("conversations.thread.failed")}
          message={thread.error.message}
          onRetry={() => void thread.refetch()}
          retrying={thread.isFetching}
        />
      </>
    );
  }

  const { conversation, messages: list } = thread.data;
  const name = counterpartName(conversation, role);
  return (
    <>
      <PageHead title={t("conversations.thread.pageTitle", { name })} noindex />
      <div className="mt-3 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-5">
          <header>
            <h1 dir="auto" className="font-display text-2xl font-bold break-words text-stone-900 sm:text-3xl">
              {name}
            </h1>
            <p className="text-stone-600">{conversationSubject(conversation, t)}</p>
          </header>
          <div className="rounded-2xl bg-stone-100/70 p-3 sm:p-4">
            <ThreadView thread={list} reader={role} />
          </div>
          <MessageForm
            label={t("conversations.thread.replyLabel", { name })}
            placeholder={t("conversations.thread.replyPlaceholder")}
            onSend={(body) => send.mutateAsync({ body })}
          />
        </div>
        <aside aria-label={t("conversations.context.title")}>
          <ConversationContext conversation={conversation} reader={role} />
        </aside>
      </div>
    </>
  );
}
