// The end-to-end specs still import this helper from here; it lives in tests/support.
export * from "../support/smtp";
