import { handleNewsletter } from "~/.server/registrations/form-handlers";
import type { Route } from "./+types/api.newsletter";

/** JSON endpoint of the enhanced newsletter form. */
export async function action({ request, context }: Route.ActionArgs) {
  const { status, body, headers } = await handleNewsletter(request, context.clientIp);
  return Response.json(body, { status, headers });
}
