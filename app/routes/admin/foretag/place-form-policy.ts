import {
  FORM_TYPES,
  PAGE_WITH_FORM,
  PLACE_FORM_MAX_BODY,
  type RequestPolicy,
} from "~/lib/http/request-policy";

// The request policy of the business form's pages (new and edit); each route module
// exports it as its own `requestPolicy`. Not a route (app/routes.ts lists the routes).

/**
 * The form carries an image; the action refuses a urlencoded body over ADMIN_MAX_BODY
 * itself and answers an oversized image with the form kept.
 */
export const PLACE_FORM_POLICY: RequestPolicy = {
  methods: PAGE_WITH_FORM,
  maxBodyBytes: PLACE_FORM_MAX_BODY,
  mediaTypes: FORM_TYPES,
  answersOwnLimit: true,
};
