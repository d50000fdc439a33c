import { conversationPath as sharedConversationPath } from "@marketplace/shared/conversations-contracts";
import { describe, expect, it } from "vitest";
import { conversationPath, inboxPath } from "./app-paths.ts";

describe("conversation paths", () => {
  it("are the paths the API links its notifications and e-mails to", () => {
    for (const role of ["customer", "seller"] as const) {
      expect(conversationPath(role, "0199-abc")).toBe(sharedConversationPath(role, "0199-abc"));
      expect(conversationPath(role, "0199-abc").startsWith(`${inboxPath(role)}/`)).toBe(true);
    }
  });
});
