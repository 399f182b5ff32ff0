import { describe, expect, it } from "vitest";
import {
  statisticsAverageGuestsHint,
  statisticsChannelLine,
  statisticsFinalAmountHint,
  statisticsListHeader,
  statisticsNoDataForPeriod,
  statisticsPaymentShareHint,
  statisticsPeriodLabels,
  statisticsSortLabels,
  statisticsTipPerOrderHint,
} from "./statistics.ts";

describe("statistics texts", () => {
  it("given 12 reservations in 'Letzte 30 Tage', the header reads '12 Reservierungen (Letzte 30 Tage)'", () => {
    expect(statisticsListHeader(12, statisticsPeriodLabels["30days"])).toBe(
      "12 Reservierungen (Letzte 30 Tage)",
    );
  });
  it("given 1 reservation, the header uses the singular", () => {
    expect(statisticsListHeader(1, "Heute")).toBe("1 Reservierung (Heute)");
  });
  it("given 0 reservations, the header uses the plural", () => {
    expect(statisticsListHeader(0, "Alle Zeit")).toBe("0 Reservierungen (Alle Zeit)");
  });
  it("given a period label, the empty hint reads 'Keine Daten für {period} verfügbar'", () => {
    expect(statisticsNoDataForPeriod("Letzte 7 Tage")).toBe("Keine Daten für Letzte 7 Tage verfügbar");
  });
  it("given the six periods, labels them with the required German words", () => {
    expect(Object.values(statisticsPeriodLabels)).toEqual([
      "Heute",
      "Letzte 7 Tage",
      "Letzte 30 Tage",
      "Letzte 3 Monate",
      "Letztes Jahr",
      "Alle Zeit",
    ]);
  });
  it("given the sort keys, labels them Neueste zuerst, Älteste zuerst, Name A-Z, Meiste Gäste", () => {
    expect(Object.values(statisticsSortLabels)).toEqual([
      "Neueste zuerst",
      "Älteste zuerst",
      "Name A-Z",
      "Meiste Gäste",
    ]);
  });
  it("given formatted values, builds the revenue card hints", () => {
    expect(statisticsFinalAmountHint("12,5\u00a0%")).toBe("inkl. 12,5\u00a0% Trinkgeld");
    expect(statisticsTipPerOrderHint("3,50\u00a0€")).toBe("Ø 3,50\u00a0€ pro Bestellung");
    expect(statisticsAverageGuestsHint("3,5")).toBe("Ø 3,5 pro bestätigter Reservierung");
  });
  it("given 1 and 12 payments, builds the payment share hint in singular and plural", () => {
    expect(statisticsPaymentShareHint(1, "20,00\u00a0€", "5,0\u00a0%")).toBe(
      "1 Zahlung · 20,00\u00a0€ · 5,0\u00a0% vom Umsatz",
    );
    expect(statisticsPaymentShareHint(12, "340,00\u00a0€", "45,3\u00a0%")).toBe(
      "12 Zahlungen · 340,00\u00a0€ · 45,3\u00a0% vom Umsatz",
    );
  });
  it("given a channel's figures, says its reservations, share and guests in singular and plural", () => {
    expect(statisticsChannelLine(12, 34.5, 30)).toBe("12 Reservierungen · 34,5\u00a0% · 30 Gäste");
    expect(statisticsChannelLine(1, 100, 1)).toBe("1 Reservierung · 100\u00a0% · 1 Gast");
  });
});
