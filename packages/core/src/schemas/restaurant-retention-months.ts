import * as z from "zod";
import { settingsValidationTexts } from "../texts/settings-validation.ts";

/**
 * A restaurant's shorter reservation period in a config save: whole months of at least 1, or null for the
 * platform's period. That it is not above the platform's period is checked against the stored setting.
 * (Its own module: the restaurant config's schema is on the dashboard's first load, the platform's
 * retention settings and their date rules are not.)
 */
export const restaurantRetentionMonthsSchema = z
  .number({ error: settingsValidationTexts.restaurantRetentionMonthsInvalid })
  .int({ error: settingsValidationTexts.restaurantRetentionMonthsInvalid })
  .min(1, { error: settingsValidationTexts.restaurantRetentionMonthsInvalid })
  .nullable();
