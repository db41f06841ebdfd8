import { handleRegistration } from "~/.server/registrations/form-handlers";
import {
  FORM_TYPES,
  POST_ONLY,
  REGISTRATION_MAX_BODY,
  type RequestPolicy,
} from "~/lib/request-policy";
import type { Route } from "./+types/api.submit-business";

export const requestPolicy: RequestPolicy = {
  methods: POST_ONLY,
  maxBodyBytes: REGISTRATION_MAX_BODY,
  mediaTypes: FORM_TYPES,
  answersOwnLimit: true,
};

/** JSON endpoint of the enhanced registration form. */
export async function action({ request, context }: Route.ActionArgs) {
  const { status, body, headers } = await handleRegistration(request, context.clientIp);
  return Response.json(body, { status, headers });
}
