import { defineAdminEventTests } from "./admin-events.suite";

defineAdminEventTests("sqlite");
