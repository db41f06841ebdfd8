import { Field } from "~/components/form/field";
import { AdminSection } from "./admin-page";
import { bindFields } from "./field-groups";

/** The newsletter form's fields, shared by the create and the edit page. */
export function NewsletterFields({
  value,
  errors,
}: {
  /** The shown value of each field (what was sent, else what is stored). */
  value: (name: string) => string;
  errors: Record<string, string>;
}) {
  const field = bindFields(value, errors);
  return (
    <>
      <Field label="Ämne" {...field("subject")} />
      <Field
        label="Text"
        rows={16}
        {...field("body")}
        hint="Skrivs i Markdown: en tom rad börjar ett nytt stycke, # Rubrik, **fetstil**, *kursiv*, - punktlista, 1. numrerad lista och [länktext](https://…). Förhandsvisningen visas när utkastet är sparat."
      />
    </>
  );
}

/** The saved newsletter as a subscriber gets it: the HTML part and the text part. */
export function NewsletterPreview({ html, text }: { html: string; text: string }) {
  return (
    <AdminSection id="forhandsvisning" title="Förhandsvisning" className="mt-10">
      <p className="mt-4 font-semibold">Som HTML</p>
      <div
        data-testid="newsletter-html"
        className="mt-2 rounded-2xl bg-[#fbf8f3] p-4 text-[#1f2a2e] [&_ol]:list-decimal [&_ul]:list-disc"
        style={{ fontFamily: "Arial, Helvetica, sans-serif", lineHeight: 1.5 }}
        // The mail's own HTML: every text in it is escaped when it is rendered (mail/markdown.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: generated and escaped on the server
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <p className="mt-6 font-semibold">Som text</p>
      <pre
        data-testid="newsletter-text"
        className="mt-2 overflow-x-auto whitespace-pre-wrap rounded-2xl bg-white p-4 font-mono text-sm shadow-sm"
      >
        {text}
      </pre>
    </AdminSection>
  );
}
