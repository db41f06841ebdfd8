import { defineOwnerAuthTests } from "./owner-auth.suite";

defineOwnerAuthTests("postgres");
