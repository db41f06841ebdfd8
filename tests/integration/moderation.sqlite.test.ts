import { defineModerationTests } from "./moderation.suite";

defineModerationTests("sqlite");
