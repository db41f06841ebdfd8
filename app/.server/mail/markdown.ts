// A small, safe Markdown subset for newsletters, rendered to mail HTML (inline styles,
// as mail clients ignore style sheets) and to plain text from the same parse.
//
// Blocks: paragraphs (a single line break stays a line break), headings (#, ##, ###),
// lists (-, *, + or 1.), quotes (>) and rules (---). Inline: **bold**, *italic* / _italic_,
// [text](https://…), bare https:// links and backslash escapes. Every character of the
// source is escaped; the only markup in the HTML is what this file writes. Links go to
// http(s) and mailto: only; a path ("/events") becomes a link on the site, and anything
// else (javascript:, "//host", "/\host") is shown as plain text.

export interface RenderedMarkdown {
  html: string;
  text: string;
}

type Block =
  | { kind: "paragraph"; lines: string[] }
  | { kind: "heading"; level: 1 | 2 | 3; text: string }
  | { kind: "list"; ordered: boolean; start: number; items: string[] }
  | { kind: "quote"; lines: string[] }
  | { kind: "rule" };

/** Escapes text for HTML content and attribute values (message.ts uses it too). */
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const HEADING = /^(#{1,3})[ \t]+(.+?)[ \t]*#*[ \t]*$/;
const RULE = /^[ \t]*([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const BULLET = /^[ \t]{0,3}[-*+][ \t]+(.*)$/;
const NUMBERED = /^[ \t]{0,3}(\d{1,9})[.)][ \t]+(.*)$/;
const QUOTE = /^[ \t]{0,3}>[ \t]?(.*)$/;

function parseBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let current: Block | undefined;
  const close = () => {
    if (current) blocks.push(current);
    current = undefined;
  };
  for (const raw of lines) {
    const line = raw.replace(/\s+$/, "");
    if (line.trim() === "") {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      blocks.push({
        kind: "heading",
        level: (heading[1]?.length ?? 1) as 1 | 2 | 3,
        text: heading[2] ?? "",
      });
      continue;
    }
    // "---" under a paragraph would be a setext heading in CommonMark; here it is a rule.
    if (RULE.test(line)) {
      close();
      blocks.push({ kind: "rule" });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const item = (bullet ? bullet[1] : numbered?.[2]) ?? "";
      if (current?.kind !== "list" || current.ordered !== ordered) {
        close();
        current = { kind: "list", ordered, start: Number(numbered?.[1] ?? 1), items: [] };
      }
      current.items.push(item);
      continue;
    }
    const quote = QUOTE.exec(line);
    if (quote) {
      if (current?.kind !== "quote") {
        close();
        current = { kind: "quote", lines: [] };
      }
      current.lines.push(quote[1] ?? "");
      continue;
    }
    if (current?.kind === "list") {
      // A continuation line of the last item.
      const last = current.items.length - 1;
      current.items[last] = `${current.items[last]} ${line.trim()}`;
      continue;
    }
    if (current?.kind !== "paragraph") {
      close();
      current = { kind: "paragraph", lines: [] };
    }
    current.lines.push(line.trim());
  }
  close();
  return blocks;
}

// Backslash escapes: the escaped character is parked as a private-use placeholder while
// the inline rules run, then put back as plain text.
const ESCAPABLE = /\\([\\`*_{}[\]()#+\-.!>~|])/g;
const PARKED = /\uE000(\d+)\uE001/g;
const PRIVATE_USE = /[\uE000\uE001]/g;

const LINK = /\[([^\]\n]+)\]\(\s*<?([^\s)>]+)>?\s*\)/g;
const BARE_URL = /\bhttps?:\/\/[^\s<>"'`]*[^\s<>"'`.,;:!?)\]]/g;

// Browsers read a backslash as a slash and drop tabs and line breaks inside a URL, so
// "/\evil.example" or "/<tab>/evil.example" is a link to another host: a path is
// accepted only without any of those, and only if it resolves to the site itself.
const controlOrSpace = (value: string) =>
  [...value].some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || /\s/.test(char);
  });
const SITE_PATH = /^\/(?![/\\])/;

/** An href that may appear in a newsletter, or undefined (javascript:, data:, …). */
export function safeHref(value: string, siteUrl: string): string | undefined {
  const trimmed = value.trim();
  if (controlOrSpace(trimmed)) return undefined;
  try {
    if (/^mailto:[^\s]+@[^\s]+$/i.test(trimmed)) return trimmed;
    if (/^https?:\/\//i.test(trimmed)) {
      const url = new URL(trimmed);
      return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : undefined;
    }
    if (SITE_PATH.test(trimmed) && !trimmed.includes("\\")) {
      const site = new URL(siteUrl);
      const url = new URL(trimmed, site);
      return url.origin === site.origin ? url.toString() : undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

interface Inline {
  html: string;
  text: string;
}

/** Emphasis marks in the order they are applied: the pattern, its HTML and its plain text. */
const EMPHASIS: readonly [RegExp, string, string][] = [
  [/\*\*(?=\S)([^*]*?\S)\*\*/g, "<strong>$1</strong>", "$1"],
  [/(^|[^\w])__(?=\S)([^_]*?\S)__(?!\w)/g, "$1<strong>$2</strong>", "$1$2"],
  [/\*(?=\S)([^*]*?\S)\*/g, "<em>$1</em>", "$1"],
  [/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, "$1<em>$2</em>", "$1$2"],
];

function emphasis(escaped: string): string {
  return EMPHASIS.reduce((html, [pattern, tag]) => html.replace(pattern, tag), escaped);
}

function plainEmphasis(text: string): string {
  return EMPHASIS.reduce((plain, [pattern, , bare]) => plain.replace(pattern, bare), text);
}

const anchor = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#0f5259">${label}</a>`;

/** Plain text with bare links and emphasis (no markdown links inside). */
function textRun(source: string): Inline {
  let html = "";
  let text = "";
  let last = 0;
  for (const match of source.matchAll(BARE_URL)) {
    const before = source.slice(last, match.index);
    html += emphasis(escapeHtml(before));
    text += plainEmphasis(before);
    const href = safeHref(match[0], "http://invalid/");
    html += href ? anchor(href, escapeHtml(match[0])) : escapeHtml(match[0]);
    text += match[0];
    last = (match.index ?? 0) + match[0].length;
  }
  const rest = source.slice(last);
  return { html: html + emphasis(escapeHtml(rest)), text: text + plainEmphasis(rest) };
}

function inline(source: string, siteUrl: string): Inline {
  const parked: string[] = [];
  const prepared = source.replace(PRIVATE_USE, "").replace(ESCAPABLE, (_all, char: string) => {
    parked.push(char);
    return `\uE000${parked.length - 1}\uE001`;
  });
  let html = "";
  let text = "";
  let last = 0;
  for (const match of prepared.matchAll(LINK)) {
    const before = textRun(prepared.slice(last, match.index));
    html += before.html;
    text += before.text;
    const label = match[1] ?? "";
    const href = safeHref(
      restore(match[2] ?? "", parked, (c) => c),
      siteUrl,
    );
    const labelHtml = emphasis(escapeHtml(label));
    const labelText = plainEmphasis(label);
    if (href) {
      html += anchor(href, labelHtml);
      text += labelText === href || `${labelText}/` === href ? href : `${labelText} (${href})`;
    } else {
      html += labelHtml;
      text += labelText;
    }
    last = (match.index ?? 0) + match[0].length;
  }
  const rest = textRun(prepared.slice(last));
  html += rest.html;
  text += rest.text;
  return {
    html: restore(html, parked, escapeHtml),
    text: restore(text, parked, (c) => c),
  };
}

function restore(value: string, parked: string[], encode: (char: string) => string): string {
  return value.replace(PARKED, (_all, index: string) => encode(parked[Number(index)] ?? ""));
}

const STYLE = {
  p: "margin:0 0 16px",
  h1: "margin:24px 0 12px;font-size:24px;line-height:1.3",
  h2: "margin:24px 0 12px;font-size:20px;line-height:1.3",
  h3: "margin:20px 0 8px;font-size:17px;line-height:1.3",
  list: "margin:0 0 16px;padding-left:24px",
  li: "margin:0 0 6px",
  quote: "margin:0 0 16px;padding-left:12px;border-left:3px solid #d6cfc2;color:#5b6b70",
  hr: "border:0;border-top:1px solid #e5e0d8;margin:24px 0",
} as const;

/** The newsletter body as mail HTML (a fragment) and as plain text. */
export function renderMarkdown(markdown: string, siteUrl: string): RenderedMarkdown {
  const html: string[] = [];
  const text: string[] = [];
  for (const block of parseBlocks(markdown)) {
    switch (block.kind) {
      case "heading": {
        const { html: h, text: t } = inline(block.text, siteUrl);
        html.push(`<h${block.level} style="${STYLE[`h${block.level}`]}">${h}</h${block.level}>`);
        text.push(`${t}\n${(block.level === 1 ? "=" : "-").repeat(Math.min(t.length, 60))}`);
        break;
      }
      case "paragraph": {
        const lines = block.lines.map((line) => inline(line, siteUrl));
        html.push(`<p style="${STYLE.p}">${lines.map((line) => line.html).join("<br>\n")}</p>`);
        text.push(lines.map((line) => line.text).join("\n"));
        break;
      }
      case "quote": {
        const lines = block.lines.map((line) => inline(line, siteUrl));
        html.push(
          `<blockquote style="${STYLE.quote}">${lines.map((line) => line.html).join("<br>\n")}</blockquote>`,
        );
        text.push(lines.map((line) => `> ${line.text}`).join("\n"));
        break;
      }
      case "list": {
        const items = block.items.map((item) => inline(item, siteUrl));
        const tag = block.ordered ? "ol" : "ul";
        const start = block.ordered && block.start !== 1 ? ` start="${block.start}"` : "";
        html.push(
          `<${tag}${start} style="${STYLE.list}">\n${items.map((item) => `<li style="${STYLE.li}">${item.html}</li>`).join("\n")}\n</${tag}>`,
        );
        text.push(
          items
            .map((item, index) => `${block.ordered ? `${block.start + index}.` : "-"} ${item.text}`)
            .join("\n"),
        );
        break;
      }
      case "rule":
        html.push(`<hr style="${STYLE.hr}">`);
        text.push("----------");
        break;
    }
  }
  return { html: html.join("\n"), text: text.join("\n\n") };
}
