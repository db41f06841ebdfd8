import { SITE } from "~/content/site";
import { isLanguage } from "~/lib/i18n/languages";
import { serverT } from "../i18n/catalogs";
import { escapeHtml, renderMarkdown } from "./markdown";

// Every message the guide sends has a plain-text and an HTML part, written in Swedish
// unless the person it goes to started it in another language (issue 40), built from the
// same pieces so the two always say the same thing.

export interface MailContent {
  subject: string;
  /** "Hej Anna!" or "Hej!"; a newsletter may leave it out. */
  greeting?: string;
  paragraphs: readonly string[];
  /** A body written in Markdown (newsletters), rendered after the paragraphs. */
  markdown?: string;
  /** A main link, shown as a button in HTML and as a plain URL in text. */
  action?: { label: string; url: string };
  /** Further links, listed after the paragraphs. */
  links?: readonly { label: string; url: string }[];
  /** A line under the signature, e.g. why the recipient gets this mail. */
  footer?: string;
  /** A link in that line, e.g. the newsletter's unsubscribe link. */
  footerLink?: { label: string; url: string };
  /** The message's language when not Swedish ("en", "de", "da"): its signature and lang. */
  language?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Renders a message's text and HTML parts from the same content. */
export function renderMail(content: MailContent, siteUrl: string): RenderedMail {
  const language = isLanguage(content.language) ? content.language : "sv";
  const signature = `${serverT(language)("mail.signature")}\n${SITE.name}\n${siteUrl}`;
  const body = content.markdown ? renderMarkdown(content.markdown, siteUrl) : undefined;
  const footerText = [
    content.footer,
    content.footerLink ? `${content.footerLink.label}: ${content.footerLink.url}` : undefined,
  ]
    .filter(Boolean)
    .join("\n");
  const text = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.paragraphs,
    ...(body?.text ? [body.text] : []),
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...(content.links ?? []).map((link) => `${link.label}:\n${link.url}`),
    signature,
    ...(footerText ? [`--\n${footerText}`] : []),
  ].join("\n\n");

  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px">${escapeHtml(value).replace(/\n/g, "<br>")}</p>`;
  const link = (item: { label: string; url: string }) =>
    `<p style="margin:0 0 16px"><a href="${escapeHtml(item.url)}" style="color:#0f5259">${escapeHtml(item.label)}</a></p>`;
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#fbf8f3;color:#1f2a2e;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
${content.greeting ? paragraph(content.greeting) : ""}
${content.paragraphs.map(paragraph).join("\n")}${body ? `\n${body.html}` : ""}
${
  content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0f5259;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>`
    : ""
}
${(content.links ?? []).map(link).join("\n")}
${paragraph(signature)}
${
  content.footer || content.footerLink
    ? `<p style="margin:16px 0 0;font-size:13px;color:#5b6b70">${[
        content.footer ? escapeHtml(content.footer) : "",
        content.footerLink
          ? `<a href="${escapeHtml(content.footerLink.url)}" style="color:#5b6b70">${escapeHtml(content.footerLink.label)}</a>`
          : "",
      ]
        .filter(Boolean)
        .join("<br>")}</p>`
    : ""
}
</div>
</body>
</html>`;
  return { subject: content.subject, text, html };
}
