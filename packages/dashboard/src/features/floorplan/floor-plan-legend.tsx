import { floorPlanTexts } from "@tischservice/core";
import { canvasColors, tableStateColors } from "./canvas/canvas-colors.ts";

const entries = [
  { key: "available", label: floorPlanTexts.legendAvailable },
  { key: "reserved", label: floorPlanTexts.legendReserved },
  { key: "arrived", label: floorPlanTexts.legendArrived },
  { key: "occupied", label: floorPlanTexts.legendOccupied },
] as const;

/** The legend: available, reserved, guest arrived, occupied, and the open-order dot. */
export function FloorPlanLegend() {
  return (
    <section aria-label={floorPlanTexts.legendTitle}>
      <ul className="m-0 flex list-none flex-wrap gap-x-4 gap-y-2 p-0 text-sm">
        {entries.map(({ key, label }) => (
          <li key={key} className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-4 w-6 rounded border-2"
              style={{
                backgroundColor: tableStateColors[key].fill,
                borderColor: tableStateColors[key].stroke,
              }}
            />
            {label}
          </li>
        ))}
        <li className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-3.5 rounded-full border-2 border-white shadow"
            style={{ backgroundColor: canvasColors.openOrderDot }}
          />
          {floorPlanTexts.legendOpenOrder}
        </li>
      </ul>
    </section>
  );
}
