import { defineAdminBusinessTests } from "./admin-businesses.suite";

defineAdminBusinessTests("sqlite");
