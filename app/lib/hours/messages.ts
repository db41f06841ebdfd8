import { swedishWords, type Translate } from "~/lib/i18n/words";
import type { Eve, Weekday } from "./week-model";

// The words of the hours editor's checks (readWeek, intervalError, weekError) in the
// page's language (issue 40): the checks take a translate function, by default this
// Swedish one (the Swedish catalog's words, tested equal), which the Swedish-only owner
// and admin areas keep.

const HOURS_SV = {
  "hoursForm.day.Mo": "Måndag",
  "hoursForm.day.Tu": "Tisdag",
  "hoursForm.day.We": "Onsdag",
  "hoursForm.day.Th": "Torsdag",
  "hoursForm.day.Fr": "Fredag",
  "hoursForm.day.Sa": "Lördag",
  "hoursForm.day.Su": "Söndag",
  "hoursForm.eve.julafton": "julafton",
  "hoursForm.eve.midsommarafton": "midsommarafton",
  "hoursForm.eve.nyarsafton": "nyårsafton",
  "hoursForm.closeMissing": "Skriv när ni stänger.",
  "hoursForm.openMissing": "Skriv när ni öppnar.",
  "hoursForm.pickDate": "Välj ett datum, till exempel 2026-12-30.",
  "hoursForm.noteInvalid":
    "Skriv en kort notering utan citattecken eller semikolon, högst {max} tecken.",
  "hoursForm.timeFormat": "Skriv tiden som 08:00.",
  "hoursForm.badTime": "”{time}” är ingen giltig tid. Skriv en tid mellan 00:00 och 24:00.",
  "hoursForm.startsAt24": "Öppettiden kan inte börja 24:00. Skriv 00:00.",
  "hoursForm.sameTime":
    "Öppnar och stänger kan inte vara samma tid. Skriv 00:00–24:00 för dygnet runt.",
  "hoursForm.tooManyTimes": "{where}: högst {max} tider. Slå ihop eller ta bort någon.",
  "hoursForm.overlap": "{where}: tiderna överlappar varandra. Slå ihop dem.",
  "hoursForm.tooManyDates":
    "Högst {max} datum med avvikande öppettider. Ta bort de som har varit eller inte behövs.",
  "hoursForm.dateFormat": "Skriv datumet som 2026-12-30.",
  "hoursForm.dateTwice": "{date} finns redan bland de avvikande öppettiderna.",
  "hoursForm.datePast": "{date} har redan varit. Ta bort datumet.",
  "hoursForm.noteTooLong": "{date}: anteckningen får vara högst {max} tecken.",
  "hoursForm.eveMarked":
    "{date} är {eve}, som är markerad som stängd. Ta bort datumet eller ta bort bocken för {eve}.",
  "hoursForm.nightDate":
    "{date}: tider efter midnatt på ett datum går inte att kombinera med veckans tider efter midnatt. Låt datumet stänga senast 24:00.",
  "hoursForm.nightAll":
    "När alla öppna dagar stänger efter midnatt går det inte att också ange röda dagar, aftnar eller datum. Låt en dag stänga senast 24:00.",
  "hoursForm.valueTooLong":
    "Öppettiderna blir för långa ({length} tecken, högst {max}). Ta bort datum eller korta anteckningarna.",
  "hoursForm.tooManyParts": "Öppettiderna har för många delar. Ta bort datum eller slå ihop tider.",
} as const;

export type HoursMessageId = keyof typeof HOURS_SV;
/** The hours checks' translate function. */
export type HoursWords = Translate<HoursMessageId>;

/** The Swedish table, for the catalogs' test. */
export const HOURS_MESSAGES_SV: Readonly<Record<HoursMessageId, string>> = HOURS_SV;

export const SWEDISH_HOURS: HoursWords = swedishWords(HOURS_SV);

/** A weekday's name as the editor writes it ('Måndag'). */
export const dayLabel = (words: HoursWords, day: Weekday) => words(`hoursForm.day.${day}`);

/** An eve's name in a sentence ('julafton'). */
export const eveName = (words: HoursWords, eve: Eve) => words(`hoursForm.eve.${eve}`);
