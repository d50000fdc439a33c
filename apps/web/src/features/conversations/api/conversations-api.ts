import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Answer, Body } from "@/lib/api-endpoints.ts";
import {
  type AccountRole,
  type SignedInAccount,
  useSignedInAccount,
} from "@/lib/session/signed-in-account.ts";

/** A conversation as an inbox lists it: who, about what, the last message and how many are unread. */
export type ConversationSummary = Answer<"GET /api/conversations">["conversations"][number];
/** A thread: its conversation and its messages, oldest first. */
export type Thread = Answer<"GET /api/conversations/:id/messages">;
export type Message = Thread["messages"][number];
export type StartConversationInput = Body<"POST /api/conversations">;

export const conversationKeys = {
  all: ["conversations"] as const,
  lists: () => [...conversationKeys.all, "list"] as const,
  /** The token is part of each key so one account's messages never show for another. */
  list: (token: string) => [...conversationKeys.lists(), token] as const,
  threads: () => [...conversationKeys.all, "thread"] as const,
  thread: (id: string, token: string) => [...conversationKeys.threads(), id, token] as const,
};

export const fetchConversations = (account: SignedInAccount, signal?: AbortSignal) =>
  account.request("GET /api/conversations", { signal }).then((answer) => answer.conversations);

/** Reading a thread marks its messages read for the reader (the server does). */
export const fetchThread = (account: SignedInAccount, id: string, signal?: AbortSignal) =>
  account.request("GET /api/conversations/:id/messages", { params: { id }, signal });

export const startConversation = (account: SignedInAccount, body: StartConversationInput) =>
  account.request("POST /api/conversations", { body });

export const sendMessage = (
  account: SignedInAccount,
  id: string,
  body: Body<"POST /api/conversations/:id/messages">,
) => account.request("POST /api/conversations/:id/messages", { params: { id }, body });

export const conversationsQuery = (account: SignedInAccount) =>
  queryOptions({
    queryKey: conversationKeys.list(account.token),
    queryFn: ({ signal }) => fetchConversations(account, signal),
  });

export const threadQuery = (account: SignedInAccount, id: string) =>
  queryOptions({
    queryKey: conversationKeys.thread(id, account.token),
    queryFn: ({ signal }) => fetchThread(account, id, signal),
  });

/** The inbox of the account signed in as `role` (asked for only while one is). */
export function useConversations(role: AccountRole) {
  const account = useSignedInAccount(role);
  return useQuery({
    ...conversationsQuery(account ?? NO_ACCOUNT),
    enabled: Boolean(account),
  });
}

/** One thread, read (and so marked read) as the account signed in as `role`. */
export function useThread(role: AccountRole, id: string) {
  const account = useSignedInAccount(role);
  const queryClient = useQueryClient();
  const query = useQuery({ ...threadQuery(account ?? NO_ACCOUNT, id), enabled: Boolean(account) });
  const token = account?.token;
  // Each read marked the thread read on the server: the inbox's badge for it goes at once.
  useEffect(() => {
    if (token && query.dataUpdatedAt) markReadInList(queryClient, token, id);
  }, [queryClient, token, id, query.dataUpdatedAt]);
  return query;
}

/** Unread messages over the whole inbox, for a badge beside the way to it. */
export function totalUnread(conversations: ConversationSummary[] | undefined): number {
  return (conversations ?? []).reduce((sum, c) => sum + c.unread, 0);
}

/** A thread with a message added at its end, once (the sender's own answer and the stream may both bring it). */
export function withMessage(thread: Thread | undefined, message: Message): Thread | undefined {
  if (!thread || thread.messages.some((m) => m._id === message._id)) return thread;
  return {
    ...thread,
    conversation: { ...thread.conversation, lastMessageAt: message.createdAt },
    messages: [...thread.messages, message],
  };
}

function markReadInList(queryClient: ReturnType<typeof useQueryClient>, token: string, id: string) {
  const key = conversationKeys.list(token);
  const list = queryClient.getQueryData<ConversationSummary[]>(key);
  if (!list?.some((c) => c._id === id && c.unread > 0)) return;
  queryClient.setQueryData<ConversationSummary[]>(key, (old) =>
    old?.map((c) => (c._id === id ? { ...c, unread: 0 } : c)),
  );
}

/** A customer starts a conversation with a store (or adds to the one about the same product). */
export function useStartConversation() {
  const account = useSignedInAccount("customer");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartConversationInput) => {
      if (!account) throw new Error("Starting a conversation needs a signed-in customer.");
      return startConversation(account, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

/** Sends a reply in a thread; it shows in the thread as soon as the server has it. */
export function useSendMessage(role: AccountRole, id: string) {
  const account = useSignedInAccount(role);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<"POST /api/conversations/:id/messages">) => {
      if (!account) throw new Error("Sending a message needs a signed-in account.");
      return sendMessage(account, id, body);
    },
    onSuccess: (answer) => {
      if (!account) return;
      queryClient.setQueryData<Thread>(conversationKeys.thread(id, account.token), (thread) =>
        withMessage(thread, answer.message),
      );
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list(account.token) });
    },
  });
}

/** Stands in while nobody is signed in; its queries are disabled, so it is never called. */
const NO_ACCOUNT: SignedInAccount = {
  role: "customer",
  token: "",
  request: () => Promise.reject(new Error("Nobody is signed in.")),
};
