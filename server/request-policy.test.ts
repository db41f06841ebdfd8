import { describe, expect, it } from "vitest";
import { BUSINESS_FORM_MAX_BODY } from "~/.server/content/business-form";
import { ADMIN_MAX_BODY, FORM_TYPES } from "~/.server/http/body";
import { MAX_IMAGE_BYTES } from "~/content/registration";
import { policyFor } from "./request-policy";

describe("request policy of the admin area", () => {
  it("lets the business create and edit forms carry an image, and nothing else", () => {
    for (const path of [
      "/admin/foretag/nytt",
      "/admin/foretag/nytt.data",
      "/admin/foretag/grand-fitness",
      "/admin/foretag/grand-fitness.data",
    ]) {
      const policy = policyFor(path);
      expect(policy.maxBodyBytes, path).toBe(BUSINESS_FORM_MAX_BODY);
      expect(policy.mediaTypes, path).toEqual(FORM_TYPES);
      expect(policy.methods, path).toEqual(["GET", "HEAD", "POST"]);
    }
    expect(BUSINESS_FORM_MAX_BODY).toBeGreaterThan(MAX_IMAGE_BYTES);
  });

  it("keeps every other admin path at the small form limit", () => {
    for (const path of [
      "/admin",
      "/admin.data",
      "/admin/foretag",
      "/admin/foretag.data",
      "/admin/logga-in",
      "/admin/foretag/grand-fitness/mer",
      "/admin/foretag/Grand_Fitness",
    ]) {
      const policy = policyFor(path);
      expect(policy.maxBodyBytes, path).toBe(ADMIN_MAX_BODY);
      expect(policy.mediaTypes, path).toEqual(FORM_TYPES);
      expect(policy.answersOwnLimit, path).toBeUndefined();
    }
  });
});
