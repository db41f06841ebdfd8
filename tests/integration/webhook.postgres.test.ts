import { defineWebhookTests } from "./webhook.suite";

defineWebhookTests("postgres");
