import { defineNewsletterTests } from "./newsletter.suite";

defineNewsletterTests("postgres");
