import type { GlossaryEntryInput, GlossaryEntryUpdate } from "@marketplace/shared/glossary-contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT, useAdminSession } from "../session/admin-session.tsx";
import { useRefreshConsole } from "./admin-keys.ts";

const glossaryKey = [...ADMIN_QUERY_ROOT, "glossary"] as const;

/** The search glossary (issue 33): the built-in entries, then the operator's own. */
export function useAdminGlossary() {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: glossaryKey,
    queryFn: ({ signal }) => request("GET /api/admin/glossary", { signal }).then((answer) => answer.entries),
  });
}

export function useAddGlossaryEntry() {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (input: GlossaryEntryInput) => request("POST /api/admin/glossary", { body: input }),
    onSuccess: () => refresh(),
  });
}

export function useSaveGlossaryEntry() {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ id, ...words }: GlossaryEntryUpdate & { id: string }) =>
      request("PUT /api/admin/glossary/:id", { params: { id }, body: words }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteGlossaryEntry() {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (id: string) => request("DELETE /api/admin/glossary/:id", { params: { id } }),
    onSuccess: () => refresh(),
  });
}
