import { defineContentTests } from "./content.suite";

defineContentTests("postgres");
