import { defineMailLeaseTests } from "./mail-lease.suite";

defineMailLeaseTests("sqlite");
