import { defineAdminOfferTests } from "./admin-offers.suite";

defineAdminOfferTests("postgres");
