import { FLOOR_PLAN_AHEAD_MINUTES, floorPlanMomentTexts } from "@tischservice/core";
import { Button, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@tischservice/ui";
import type { FloorPlanMomentChoice } from "./floor-plan-moment.ts";

export interface FloorPlanTimeControlProps {
  choice: FloorPlanMomentChoice;
  onChoice: (choice: FloorPlanMomentChoice) => void;
  /** Today's times still to come within the opening hours (core's `floorPlanTimes`). */
  times: readonly string[];
  /** What the plan shows: "Jetzt, 19:10 Uhr" or "Stand 19:30 Uhr". */
  caption: string;
}

/**
 * The moment the floor plan shows: "Jetzt", "+30 Min." or one of today's times, and the caption saying
 * which (read out when it changes).
 */
export function FloorPlanTimeControl({ choice, onChoice, times, caption }: FloorPlanTimeControlProps) {
  const chosenTime = choice.kind === "time" && times.includes(choice.time) ? choice.time : "";
  const pressed = (kind: FloorPlanMomentChoice["kind"]) =>
    choice.kind === kind && (kind !== "time" || chosenTime !== "");
  return (
    <fieldset className="m-0 flex min-w-0 flex-wrap items-center gap-2 border-0 p-0">
      <legend className="sr-only">{floorPlanMomentTexts.controlLabel}</legend>
      <Button
        variant={pressed("now") ? "default" : "outline"}
        aria-pressed={pressed("now")}
        onClick={() => onChoice({ kind: "now" })}
      >
        {floorPlanMomentTexts.now}
      </Button>
      <Button
        variant={pressed("ahead") ? "default" : "outline"}
        aria-pressed={pressed("ahead")}
        onClick={() => onChoice({ kind: "ahead", minutes: FLOOR_PLAN_AHEAD_MINUTES })}
      >
        {floorPlanMomentTexts.ahead(FLOOR_PLAN_AHEAD_MINUTES)}
      </Button>
      <Select
        value={chosenTime}
        onValueChange={(time) => onChoice({ kind: "time", time })}
        disabled={times.length === 0}
      >
        <SelectTrigger aria-label={floorPlanMomentTexts.timeLabel} className="h-10 w-auto min-w-36">
          <SelectValue
            placeholder={
              times.length === 0 ? floorPlanMomentTexts.noTimes : floorPlanMomentTexts.timePlaceholder
            }
          />
        </SelectTrigger>
        <SelectContent>
          {times.map((time) => (
            <SelectItem key={time} value={time}>
              {time}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <output aria-live="polite" className="text-sm font-medium tabular-nums">
        {caption}
      </output>
    </fieldset>
  );
}
