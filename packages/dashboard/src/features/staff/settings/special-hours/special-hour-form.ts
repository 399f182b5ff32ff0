import {
  type SpecialHour,
  type SpecialHourBody,
  type SpecialHourType,
  specialHourBodySchema,
  specialHoursTexts,
} from "@tischservice/core";

/** What the special-hours dialog edits; times are empty when the regular hours apply. */
export interface SpecialHourForm {
  title: string;
  type: SpecialHourType;
  startDate: string;
  endDate: string;
  isRecurring: boolean;
  isClosed: boolean;
  openTime: string;
  closeTime: string;
  description: string;
}

/** A new entry: a closed holiday on `date` (the first thing most restaurants enter). */
export function emptySpecialHourForm(date = ""): SpecialHourForm {
  return {
    title: "",
    type: "holiday",
    startDate: date,
    endDate: date,
    isRecurring: false,
    isClosed: true,
    openTime: "",
    closeTime: "",
    description: "",
  };
}

export function formOfSpecialHour(entry: SpecialHour): SpecialHourForm {
  return {
    title: entry.title,
    type: entry.type,
    startDate: entry.startDate,
    endDate: entry.endDate,
    isRecurring: entry.isRecurring,
    isClosed: entry.isClosed,
    openTime: entry.customHours?.openTime ?? "",
    closeTime: entry.customHours?.closeTime ?? "",
    description: entry.description ?? "",
  };
}

export type SpecialHourFormCheck =
  | { ok: true; body: SpecialHourBody }
  | { ok: false; field: keyof SpecialHourForm; message: string };

/**
 * The dialog's rules: title not blank, both dates, end not before start; custom hours either
 * both or none (hidden and dropped when closed). The body is what the API's schema accepts.
 */
export function checkSpecialHourForm(form: SpecialHourForm): SpecialHourFormCheck {
  const isClosed = form.isClosed || form.type === "closed";
  if (!isClosed && (form.openTime === "") !== (form.closeTime === "")) {
    return {
      ok: false,
      field: form.openTime === "" ? "openTime" : "closeTime",
      message: specialHoursTexts.customHoursIncomplete,
    };
  }
  const result = specialHourBodySchema.safeParse({
    title: form.title,
    type: form.type,
    startDate: form.startDate,
    endDate: form.endDate,
    isRecurring: form.isRecurring,
    isClosed,
    customHours:
      !isClosed && form.openTime !== "" ? { openTime: form.openTime, closeTime: form.closeTime } : null,
    description: form.description,
  });
  if (result.success) return { ok: true, body: result.data };
  const issue = result.error.issues[0];
  const key = String(issue?.path[0] ?? "title");
  const field: keyof SpecialHourForm =
    key === "customHours" ? "openTime" : key in form ? (key as keyof SpecialHourForm) : "title";
  return { ok: false, field, message: issue?.message ?? "" };
}
