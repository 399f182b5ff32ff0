import { floorPlanSeatShareTexts, floorPlanTexts } from "@tischservice/core";
import { canvasColors, tableStateColors } from "./canvas/canvas-colors.ts";

const entries = [
  { key: "available", label: floorPlanTexts.legendAvailable },
  { key: "reserved", label: floorPlanTexts.legendReserved },
  { key: "arrived", label: floorPlanTexts.legendArrived },
  { key: "occupied", label: floorPlanTexts.legendOccupied },
] as const;

export interface FloorPlanLegendProps {
  /** Whether some table is "Nur intern": then the legend explains its dashed outline and corner tag. */
  internal?: boolean;
}

/** The legend: available, reserved, guest arrived, occupied, the open-order dot and internal tables. */
export function FloorPlanLegend({ internal = false }: FloorPlanLegendProps) {
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
        {internal ? (
          <li className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="relative inline-block h-4 w-6 rounded border-2 border-dashed"
              style={{ borderColor: canvasColors.internalTag }}
            >
              <span
                className="absolute bottom-0.5 left-0.5 size-1.5 rounded-[1px]"
                style={{ backgroundColor: canvasColors.internalTag }}
              />
            </span>
            {floorPlanSeatShareTexts.legendInternal}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
