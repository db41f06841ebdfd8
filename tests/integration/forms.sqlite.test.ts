import { defineFormActionTests } from "./form-actions.suite";

defineFormActionTests("sqlite");
