import { definePlanTests } from "./plans.suite";

definePlanTests("postgres");
