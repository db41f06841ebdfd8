import { defineFormActionTests } from "./form-actions.suite";

defineFormActionTests("postgres");
