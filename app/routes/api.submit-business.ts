import { handleRegistration } from "~/.server/registrations/form-handlers";
import type { Route } from "./+types/api.submit-business";

/** JSON endpoint of the enhanced registration form. */
export async function action({ request, context }: Route.ActionArgs) {
  const { status, body, headers } = await handleRegistration(request, context.clientIp);
  return Response.json(body, { status, headers });
}
