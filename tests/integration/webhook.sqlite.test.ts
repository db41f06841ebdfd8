import { defineWebhookTests } from "./webhook.suite";

defineWebhookTests("sqlite");
