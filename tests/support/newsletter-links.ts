import type { ReceivedMail } from "./smtp";

// What newsletter tests read in the mails: the confirmation and unsubscribe links, the
// confirmation's subject, and raw headers.

export const CONFIRM_LINK =
  /https:\/\/malmoguiden\.test\/nyhetsbrev\/bekrafta\?token=([A-Za-z0-9_-]{43})/;
export const UNSUBSCRIBE_LINK =
  /https:\/\/malmoguiden\.test(?:\/(?:en|de|da))?\/nyhetsbrev\/avsluta\?token=([A-Za-z0-9_-]{43})/;
export const CONFIRM_SUBJECT = "Bekräfta din prenumeration på Malmöguidens nyhetsbrev";

/** The raw value of a header as the receiving server saw it (folding undone). */
export function rawHeader(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n[ \t]+/g, " ").replace(/^[^:]+:\s*/, "");
}
