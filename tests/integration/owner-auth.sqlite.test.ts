import { defineOwnerAuthTests } from "./owner-auth.suite";

defineOwnerAuthTests("sqlite");
