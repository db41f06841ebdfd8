import { defineNewsletterTests } from "./newsletter.suite";

defineNewsletterTests("sqlite");
