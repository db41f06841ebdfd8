// The day-by-day opening-hours editor (issue 38): a place's hours as a week of times,
// holidays, the eves and dated exceptions, written to and read from OpenStreetMap's
// `opening_hours` syntax without the library (this runs in the browser). The server still
// reads every value with hoursError (app/.server/hours/hours-syntax.ts); weekError keeps
// the editor within what that accepts.
//
// The week itself is in week-model.ts, writing it in week-syntax.ts, reading it in
// week-read.ts and checking it in week-check.ts; import them from here.

export { weekError } from "./week-check";
export {
  copyDay,
  type DatedException,
  emptyWeek,
  type Interval,
  intervalError,
  MAX_EXCEPTIONS,
  MAX_INTERVALS,
  MAX_NOTE_LENGTH,
  normaliseWeek,
  WEEKDAYS,
  type Weekday,
  type WeekHours,
} from "./week-model";
export { syntaxToWeek } from "./week-read";
export { weekToSyntax } from "./week-syntax";
