import { handleNewsletter } from "~/.server/registrations/form-handlers";
import {
  FORM_TYPES,
  NEWSLETTER_MAX_BODY,
  POST_ONLY,
  type RequestPolicy,
} from "~/lib/request-policy";
import type { Route } from "./+types/api.newsletter";

export const requestPolicy: RequestPolicy = {
  methods: POST_ONLY,
  maxBodyBytes: NEWSLETTER_MAX_BODY,
  mediaTypes: FORM_TYPES,
};

/** JSON endpoint of the enhanced newsletter form. */
export async function action({ request, context }: Route.ActionArgs) {
  const { status, body, headers } = await handleNewsletter(request, context.clientIp);
  return Response.json(body, { status, headers });
}
