import { defineAdminOfferTests } from "./admin-offers.suite";

defineAdminOfferTests("sqlite");
