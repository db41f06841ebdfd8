import { definePageViewTests } from "./page-views.suite";

definePageViewTests("sqlite");
