import type { Language } from "@marketplace/shared/languages";
import type { HelperRole } from "@marketplace/shared/store-helpers-contracts";
import { type RenderedMail, renderMail, translateMailContent } from "../mail/mail-templates.ts";

/** Where the invitation's link opens in the web app (its page `acceptHelper`). */
export const ACCEPT_PATH = "/helpers/accept";

const ROLE_LINE: Record<HelperRole, string> = {
  orders: "As an orders helper you will see and move the store's orders and answer its buyers.",
  catalog: "As a catalog helper you will add and edit the store's products.",
};

/**
 * The invitation e-mail (decision 0054), in the invitee's language when she already has a seller
 * account, else in the owner's. Its link carries the token; it works once, within a week, for the
 * seller account of the address it was sent to.
 */
export function helperInvitationMail(
  invite: { owner: string; store: string; role: HelperRole; email: string; greetingName: string },
  token: string,
  baseUrl: string,
  language: Language,
): RenderedMail {
  const content = translateMailContent(
    {
      subject: `${invite.owner} invites you to help at ${invite.store}`,
      greetingName: invite.greetingName,
      paragraphs: [
        `${invite.owner} invites you to help at her store ${invite.store} on Hunarmand.`,
        ROLE_LINE[invite.role],
        "The store's money stays with its owner: you will not see or change its payment details, earnings or payouts.",
        `Open the link within 7 days and sign in to your own seller account with ${invite.email}, or make one. The link works once.`,
      ],
      action: { label: "Accept the invitation", path: `${ACCEPT_PATH}?token=${token}` },
    },
    language,
  );
  return renderMail(content, baseUrl, language);
}
