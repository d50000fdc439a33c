import { useMutation } from "@tanstack/react-query";
import { api, type Body } from "@/lib/api-endpoints.ts";

export const sendContactMessage = (body: Body<"POST /api/contact">) => api("POST /api/contact", { body });

/** Sends a message to the team; the server stores it (201) or names the fields it refused (400). */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
