export interface NewsletterProgressData {
  recipients: number | null;
  queued: number;
  sent: number;
  pending: number;
  failed: number;
}

type Status = "draft" | "sending" | "sent";

/**
 * A newsletter's state in the admin area's words. "Skickat" only once every message has
 * left the outbox; while some are queued or still waiting it is "Skickas".
 */
export function newsletterState(status: Status, progress: NewsletterProgressData): string {
  if (status === "draft") return "Utkast";
  if (status === "sent" && progress.pending === 0) return "Skickat";
  return "Skickas";
}

/** Where a send stands: queued for how many recipients, and what the outbox did with them. */
export function NewsletterProgress({
  status,
  progress,
}: {
  status: Status;
  progress: NewsletterProgressData;
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
