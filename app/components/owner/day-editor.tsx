import { Field } from "~/components/form/field";
import {
  COPY_TARGETS,
  type DayEditorValues,
  dayField,
  exceptionField,
  exceptionRows,
  HOLIDAYS_FIELD,
} from "~/lib/hours/day-editor";
import { EVE_FIELDS } from "~/lib/hours/form";
import { MAX_INTERVALS, WEEKDAYS } from "~/lib/hours/week";
import { useT } from "~/lib/i18n/i18n";

// The day-by-day opening-hours editor (issue 38): a row of times per weekday (empty:
// closed), the holidays and eves as one press each, and dated exceptions. Plain fields
// and submit buttons, so it works before the app has loaded and without JavaScript;
// 'Kopiera' asks the server to fill the other days in.

function Time({
  label,
  name,
  value,
  error,
}: {
  label: string;
  name: string;
  value?: string;
  error?: string;
}) {
  return (
    <label className="block">
      <span className="sr-only">{label}</span>
      <input
        type="time"
        name={name}
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        className="field w-32"
      />
    </label>
  );
}

export function DayEditor({
  values,
  errors,
  copy = true,
}: {
  values: DayEditorValues;
  errors: Record<string, string | undefined>;
  /** The 'Kopiera' buttons (a form that cannot answer them, the registration, leaves them out). */
  copy?: boolean;
}) {
  const t = useT();
  const exceptions = exceptionRows(values);
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="font-semibold">{t("hoursForm.week")}</legend>
        <p className="text-sm text-ink-soft">{t("hoursForm.weekHint")}</p>
        <div className="mt-2 space-y-3">
          {WEEKDAYS.map((day) => {
            const dayErrors = Array.from({ length: MAX_INTERVALS }, (_, row) => [
              errors[dayField(day, row, "fran")],
              errors[dayField(day, row, "till")],
            ])
              .flat()
              .filter(Boolean);
            const dayName = t(`hoursForm.day.${day}`);
            return (
              <fieldset key={day} className="border-b border-ink/10 pb-2">
                <legend className="font-semibold">{dayName}</legend>
                {Array.from({ length: MAX_INTERVALS }, (_, row) => (
                  <div
                    key={dayField(day, row, "fran")}
                    className="mt-1 flex flex-wrap items-center gap-2"
                  >
                    <Time
                      label={t(row > 0 ? "hoursForm.opensRow" : "hoursForm.opens", {
                        day: dayName,
                        row: row + 1,
                      })}
                      name={dayField(day, row, "fran")}
                      value={values[dayField(day, row, "fran")]}
                      error={errors[dayField(day, row, "fran")]}
                    />
                    <span aria-hidden="true">–</span>
                    <Time
                      label={t(row > 0 ? "hoursForm.closesRow" : "hoursForm.closes", {
                        day: dayName,
                        row: row + 1,
                      })}
                      name={dayField(day, row, "till")}
                      value={values[dayField(day, row, "till")]}
                      error={errors[dayField(day, row, "till")]}
                    />
                  </div>
                ))}
                {dayErrors.map((error) => (
                  <p key={error} className="mt-1 text-sm font-semibold text-rose-800">
                    {error}
                  </p>
                ))}
              </fieldset>
            );
          })}
        </div>
        <div className={copy ? "mt-3 flex flex-wrap gap-2" : "hidden"}>
          {Object.entries(copy ? COPY_TARGETS : {}).map(([key, target]) => (
            <button
              key={key}
              type="submit"
              name="kopiera"
              value={key}
              formNoValidate
              className="btn-secondary inline-flex"
            >
              {target.label}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-semibold">{t("hoursForm.holidays")}</legend>
        {[
          [HOLIDAYS_FIELD, t("hoursForm.holidaysClosed")] as const,
          ...EVE_FIELDS.map((eve) => [eve, t(`hoursForm.eveClosed.${eve}`)] as const),
        ].map(([name, label]) => (
          <label key={name} className="mt-1 flex items-center gap-2 py-1">
            <input type="checkbox" name={name} defaultChecked={values[name] !== undefined} />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend className="font-semibold">{t("hoursForm.exceptions")}</legend>
        <p className="text-sm text-ink-soft">{t("hoursForm.exceptionsHint")}</p>
        {Array.from({ length: exceptions }, (_, row) => (
          <div
            key={exceptionField(row, "datum")}
            className="mt-2 grid gap-2 border-b border-ink/10 pb-2 sm:grid-cols-2"
          >
            <Field
              label={t("hoursForm.date")}
              name={exceptionField(row, "datum")}
              type="date"
              defaultValue={values[exceptionField(row, "datum")]}
              error={errors[exceptionField(row, "datum")]}
            />
            <Field
              label={t("hoursForm.note")}
              name={exceptionField(row, "notering")}
              defaultValue={values[exceptionField(row, "notering")]}
              error={errors[exceptionField(row, "notering")]}
              hint={t("hoursForm.noteHint")}
            />
            <Field
              label={t("hoursForm.opensField")}
              name={exceptionField(row, "fran")}
              type="time"
              defaultValue={values[exceptionField(row, "fran")]}
              error={errors[exceptionField(row, "fran")]}
            />
            <Field
              label={t("hoursForm.closesField")}
              name={exceptionField(row, "till")}
              type="time"
              defaultValue={values[exceptionField(row, "till")]}
              error={errors[exceptionField(row, "till")]}
            />
          </div>
        ))}
      </fieldset>
    </div>
  );
}
