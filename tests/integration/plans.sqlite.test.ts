import { definePlanTests } from "./plans.suite";

definePlanTests("sqlite");
