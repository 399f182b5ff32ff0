import { describe, expect, it } from "vitest";
import { statisticsChannels } from "./statistics-channels.ts";

describe("statisticsChannels", () => {
  it("given reservations of three channels, counts each channel's reservations, real visits, guests and share", () => {
    const channels = statisticsChannels([
      { source: "widget", status: "confirmed", numberOfGuests: 2 },
      { source: "widget", status: "completed", numberOfGuests: 4 },
      { source: "widget", status: "cancelled", numberOfGuests: 3 },
      { source: "google", status: "confirmed", numberOfGuests: 5 },
      { source: "staff", status: "no-show", numberOfGuests: 2 },
    ]);
    expect(channels).toEqual([
      { source: "widget", total: 3, honoured: 2, guests: 6, sharePercent: 60 },
      { source: "google", total: 1, honoured: 1, guests: 5, sharePercent: 20 },
      { source: "staff", total: 1, honoured: 0, guests: 0, sharePercent: 20 },
    ]);
  });

  it("given groups of alike reservations from the database, counts each group's count and summed guests", () => {
    const channels = statisticsChannels([
      { source: "google", status: "confirmed", count: 2, numberOfGuests: 7 },
      { source: "widget", status: "confirmed", count: 1, numberOfGuests: 2 },
    ]);
    expect(channels[0]).toEqual({ source: "google", total: 2, honoured: 2, guests: 7, sharePercent: 66.7 });
    expect(channels[1]).toMatchObject({ source: "widget", sharePercent: 33.3 });
  });

  it("given two channels with as many reservations, lists the widget before Google and staff", () => {
    const sources = statisticsChannels([
      { source: "staff", status: "confirmed", numberOfGuests: 2 },
      { source: "google", status: "confirmed", numberOfGuests: 2 },
      { source: "widget", status: "confirmed", numberOfGuests: 2 },
    ]).map((channel) => channel.source);
    expect(sources).toEqual(["widget", "google", "staff"]);
  });

  it("given no reservations or empty groups, lists no channel", () => {
    expect(statisticsChannels([])).toEqual([]);
    expect(
      statisticsChannels([{ source: "google", status: "confirmed", count: 0, numberOfGuests: 0 }]),
    ).toEqual([]);
  });
});
