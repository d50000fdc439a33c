import type { ContactInput } from "@marketplace/shared/contact-contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client.ts";

export const sendContactMessage = (body: ContactInput) =>
  apiRequest<{ success: true; message: string }>("/api/contact", { method: "POST", body });

/** Sends a message to the team; the server stores it (201) or names the fields it refused (400). */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
