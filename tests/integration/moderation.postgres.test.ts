import { defineModerationTests } from "./moderation.suite";

defineModerationTests("postgres");
