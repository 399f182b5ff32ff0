// Apart from the statistics' catalogue so that the home page's tiles do not load the whole of it.
/** The statistics tiles' word for a figure without data. */
export const statTileTexts = {
  noData: "Keine Daten",
} as const;
