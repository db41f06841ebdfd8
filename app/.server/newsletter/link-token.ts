import { bodyProblem } from "~/.server/http/body";
import { readFormFields } from "~/.server/http/form";

/** What a newsletter link page's POST carried: its token, or why its body was refused. */
export type PostedLinkToken = { ok: true; token: string | null } | { ok: false; status: number };

/**
 * Reads the token a newsletter link page's one-button form posts (app/routes/nyhetsbrev/).
 * With `orFromAddress`, a body without one falls back to the token in the address, as a
 * mail program's one-click POST to the link itself carries it (RFC 8058).
 */
export async function postedLinkToken(
  request: Request,
  { orFromAddress }: { orFromAddress: boolean },
): Promise<PostedLinkToken> {
  let fields: Record<string, string>;
  try {
    fields = (await readFormFields(request, "newsletter")).fields;
  } catch (error) {
    return { ok: false, status: bodyProblem(error).status };
  }
  const fromAddress = orFromAddress ? new URL(request.url).searchParams.get("token") : null;
  return { ok: true, token: fields.token ?? fromAddress };
}
