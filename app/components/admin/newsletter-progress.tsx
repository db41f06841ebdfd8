import type { NewsletterStatus, Progress } from "~/.server/newsletter/admin-newsletter";

/**
 * A newsletter's state in the admin area's words. "Skickat" only once every message has
 * left the outbox; while some are queued or still waiting it is "Skickas".
 */
export function newsletterState(status: NewsletterStatus, progress: Progress): string {
  if (status === "draft") return "Utkast";
  if (status === "sent" && progress.pending === 0) return "Skickat";
  return "Skickas";
}

/** Where a send stands: queued for how many recipients, and what the outbox did with them. */
export function NewsletterProgress({
  status,
  progress,
}: {
  status: NewsletterStatus;
  progress: Progress;
}) {
  if (status === "draft") return <>Inte skickat</>;
  const recipients = progress.recipients ?? progress.queued;
  const parts = [
    ...(status === "sending" ? [`köat för ${progress.queued} av ${recipients}`] : []),
    `${progress.sent} av ${progress.queued} skickade`,
    ...(progress.pending > 0 ? [`${progress.pending} väntar`] : []),
    ...(progress.failed > 0 ? [`${progress.failed} misslyckades`] : []),
  ];
  const text = parts.join(" · ");
  return <>{text.charAt(0).toUpperCase() + text.slice(1)}</>;
}
