import { describe, expect, it } from "vitest";
import { renderMarkdown, safeHref } from "./markdown";
import { renderMail } from "./message";

const SITE = "https://malmoguiden.test";

describe("newsletter Markdown", () => {
  it("renders headings, paragraphs with line breaks, lists, quotes and rules", () => {
    const { html, text } = renderMarkdown(
      [
        "# Hösten i Malmö",
        "",
        "Det händer mycket.",
        "Här är några tips:",
        "",
        "- **Konsert** på Malmö Opera",
        "- *Julmarknad* på Gustav Adolfs torg",
        "",
        "1. Boka",
        "2. Gå dit",
        "",
        "> Välkommen!",
        "",
        "---",
      ].join("\n"),
      SITE,
    );
    expect(html).toContain(
      '<h1 style="margin:24px 0 12px;font-size:24px;line-height:1.3">Hösten i Malmö</h1>',
    );
    expect(html).toContain("Det händer mycket.<br>\nHär är några tips:</p>");
    expect(html).toContain("<strong>Konsert</strong> på Malmö Opera</li>");
    expect(html).toContain("<em>Julmarknad</em>");
    expect(html).toMatch(/<ol style="[^"]*">\n<li[^>]*>Boka<\/li>\n<li[^>]*>Gå dit<\/li>\n<\/ol>/);
    expect(html).toContain(">Välkommen!</blockquote>");
    expect(html).toContain("<hr ");
    expect(text).toBe(
      [
        "Hösten i Malmö\n==============",
        "Det händer mycket.\nHär är några tips:",
        "- Konsert på Malmö Opera\n- Julmarknad på Gustav Adolfs torg",
        "1. Boka\n2. Gå dit",
        "> Välkommen!",
        "----------",
      ].join("\n\n"),
    );
  });

  it("links http(s), mailto and site paths, and nothing else", () => {
    const { html, text } = renderMarkdown(
      "Se [evenemangen](/events), [Operan](https://www.malmoopera.se/) och https://example.se/a?b=1&c=2. Mejla [oss](mailto:info@example.se). [Klicka](javascript:alert(1)) [data](data:text/html,<b>x</b>)",
      SITE,
    );
    expect(html).toContain(
      '<a href="https://malmoguiden.test/events" style="color:#0f5259">evenemangen</a>',
    );
    expect(html).toContain('<a href="https://www.malmoopera.se/" style="color:#0f5259">Operan</a>');
    expect(html).toContain(
      '<a href="https://example.se/a?b=1&amp;c=2" style="color:#0f5259">https://example.se/a?b=1&amp;c=2</a>.',
    );
    expect(html).toContain('href="mailto:info@example.se"');
    expect(html).not.toMatch(/javascript:|href="data:/);
    expect(text).toContain("evenemangen (https://malmoguiden.test/events)");
    expect(text).toContain("https://example.se/a?b=1&c=2.");
    expect(text).toContain("Klicka");
    expect(safeHref("//evil.example/x", SITE)).toBeUndefined();
    expect(safeHref("JAVASCRIPT:alert(1)", SITE)).toBeUndefined();
  });

  it("links only to this site's paths and http(s) URLs: no path that browsers read as another host", () => {
    for (const href of [
      "/\\evil.example",
      "/\\evil.example/x",
      "\\\\evil.example",
      "//evil.example",
      "///evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\\evil.example",
      "\u0000/evil.example",
      "/\u0000/evil.example",
      "javascript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "vbscript:x",
      "data:text/html,x",
      "evil.example",
      "https:evil.example",
      "https:/evil.example",
      "https://evil.example\u0000/",
      "ftp://evil.example/",
    ])
      expect({ href, safe: safeHref(href, SITE) }).toEqual({ href, safe: undefined });
    expect(safeHref("/events", SITE)).toBe("https://malmoguiden.test/events");
    expect(safeHref("https://www.malmoopera.se/", SITE)).toBe("https://www.malmoopera.se/");

    const { html, text } = renderMarkdown("[a](/\\evil.example) och [b](/%5Cevil.example)", SITE);
    expect(html).not.toMatch(/href="[^"]*\/\/evil/);
    expect(html).toMatch(/^<p[^>]*>a och <a href="https:\/\/malmoguiden\.test\/%5Cevil\.example"/);
    expect(text).toBe("a och b (https://malmoguiden.test/%5Cevil.example)");
  });

  it("escapes every character of the source: no markup gets through", () => {
    const hostile = [
      '<script>alert(1)</script> <img src=x onerror="alert(1)">',
      '[x](https://example.se/"onmouseover="alert(1))',
      "# <b>rubrik</b>",
      "- <i>punkt</i> & 'citat'",
      "\\*inte kursiv\\* och \\[inte länk\\](https://example.se)",
    ].join("\n\n");
    const { html, text } = renderMarkdown(hostile, SITE);
    expect(html).not.toMatch(/<script|<img|<b>|<i>|onerror="|"onmouseover/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;b&gt;rubrik&lt;/b&gt;");
    expect(html).toContain("&lt;i&gt;punkt&lt;/i&gt; &amp; &#39;citat&#39;");
    // Escaped markers stay as they are; the address on its own is still a link.
    expect(html).toContain('*inte kursiv* och [inte länk](<a href="https://example.se/"');
    expect(html).toContain('<a href="https://example.se/%22onmouseover=%22alert(1"');
    expect(text).toContain("*inte kursiv* och [inte länk](https://example.se)");
  });

  it("renders a newsletter mail: Markdown body and a footer link, no greeting", () => {
    const mail = renderMail(
      {
        subject: "Nyheter",
        paragraphs: [],
        markdown: "Hej **alla**!",
        footer: "Du får det här mejlet eftersom du prenumererar.",
        footerLink: {
          label: "Avsluta prenumerationen",
          url: `${SITE}/nyhetsbrev/avsluta?token=a&b`,
        },
      },
      SITE,
    );
    expect(mail.text).toBe(
      `Hej alla!\n\nVänliga hälsningar\nMalmöguiden\n${SITE}\n\n--\nDu får det här mejlet eftersom du prenumererar.\nAvsluta prenumerationen: ${SITE}/nyhetsbrev/avsluta?token=a&b`,
    );
    expect(mail.html).toContain("Hej <strong>alla</strong>!");
    expect(mail.html).toContain(
      `<a href="${SITE}/nyhetsbrev/avsluta?token=a&amp;b" style="color:#5b6b70">Avsluta prenumerationen</a>`,
    );
  });
});
