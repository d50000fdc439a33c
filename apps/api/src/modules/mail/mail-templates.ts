/**
 * The e-mails events send (issue 17): each has a plain-text part and an HTML part with the brand,
 * and its links are built on the shop's public address. Everything a person wrote (a product's
 * name, a message) is escaped in the HTML: markup arrives as text.
 */

import { directionOf, type Language } from "@marketplace/shared/languages";
import { translateMessage } from "@marketplace/shared/server-messages";

export const BRAND = "Hunarmand";
/** The web's brand colour (--color-brand-700 in apps/web/src/styles.css), so a mail looks like the site. */
export const BRAND_COLOUR = "#8f2552";

export interface MailContent {
  /** Becomes the subject line too, after the brand. */
  subject: string;
  greetingName: string;
  paragraphs: string[];
  /** Lines of a small table (an order's items): label and value. */
  rows?: Array<[string, string]>;
  /** The one button: a path of the web app, made absolute on the public address. */
  action: { label: string; path: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const PRICE = /Rs[ \u00a0](\d[\d,]*(?:\.\d+)?)/g;

/** A price in plain text keeps "Rs" and its number together: a no-break space between them. */
export function joinPrices(text: string): string {
  return text.replace(PRICE, "Rs\u00a0$1");
}

/** Escapes for HTML and puts each price in a span that never wraps (issue 34, item 10). */
export function escapeHtmlKeepingPrices(text: string): string {
  return escapeHtml(text).replace(PRICE, '<span style="white-space:nowrap">Rs\u00a0$1</span>');
}

/**
 * The frame of a mail in each language (issue 34, item 10): its greeting, its sign-off, the brand's
 * name, and how the page runs. The content's own sentences are translated by `translateMailContent`.
 */
const FRAME: Record<Language, { greeting: (name: string) => string; signOff: string; brand: string }> = {
  en: {
    greeting: (name) => `Assalam-o-Alaikum ${name},`,
    signOff: "handmade by women makers of Pakistan",
    brand: BRAND,
  },
  ur: {
    greeting: (name) => `السلام علیکم \u2068${name}\u2069،`,
    signOff: "پاکستان کی ہنرمند خواتین کے ہاتھ کا بنا",
    brand: "ہنرمند",
  },
};

/** A mail's sentences in the reader's language, through the catalog the API's answers use. */
export function translateMailContent(content: MailContent, language: Language): MailContent {
  if (language === "en") return content;
  const t = (text: string) => translateMessage(text, language);
  return {
    ...content,
    subject: t(content.subject),
    paragraphs: content.paragraphs.map(t),
    rows: content.rows?.map(([label, value]) => [t(label), t(value)] as [string, string]),
    action: { ...content.action, label: t(content.action.label) },
  };
}

export function renderMail(content: MailContent, publicUrl: string, language: Language = "en"): RenderedMail {
  const frame = FRAME[language];
  const url = `${publicUrl}${content.action.path}`;
  const rows = (content.rows ?? []).map(([label, value]) => [joinPrices(label), joinPrices(value)] as const);
  const text = [
    frame.greeting(content.greetingName),
    "",
    ...content.paragraphs.flatMap((p) => [joinPrices(p), ""]),
    ...(rows.length > 0 ? [...rows.map(([label, value]) => `- ${label}: ${value}`), ""] : []),
    `${content.action.label}: ${url}`,
    "",
    `— ${frame.brand}, ${frame.signOff}`,
    publicUrl,
  ].join("\n");

  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtmlKeepingPrices(p)}</p>`)
    .join("\n");
  const table =
    rows.length === 0
      ? ""
      : `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${rows
          .map(
            ([label, value]) =>
              `<tr><td style="padding:6px 8px;border-bottom:1px solid #e5e7eb">${escapeHtmlKeepingPrices(label)}</td><td style="padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:end;white-space:nowrap">${escapeHtmlKeepingPrices(value)}</td></tr>`,
          )
          .join("")}</table>`;
  const html = `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:${language === "ur" ? "'Noto Nastaliq Urdu','Jameel Noori Nastaleeq',Tahoma," : ""}Arial,Helvetica,sans-serif;color:#1c1917;direction:${directionOf(language)}">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:${BRAND_COLOUR};color:#fff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold">${frame.brand}</div>
<div style="background:#fff;padding:24px;border-radius:0 0 8px 8px">
<p style="margin:0 0 16px">${escapeHtml(frame.greeting(content.greetingName))}</p>
${paragraphs}
${table}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:${BRAND_COLOUR};color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0;font-size:12px;color:#78716c">${frame.brand}, ${frame.signOff} · <a href="${escapeHtml(publicUrl)}" style="color:#78716c">${escapeHtml(publicUrl)}</a></p>
</div></div></body></html>`;
  return { subject: `${content.subject} · ${frame.brand}`, text, html };
}
