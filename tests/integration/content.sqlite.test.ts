import { defineContentTests } from "./content.suite";

defineContentTests("sqlite");
