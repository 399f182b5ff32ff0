import {
  QUICK_TABLE_SEAT_SIZES,
  type QuickTableCounts,
  type QuickTableSeatSize,
  seatSizeDecreaseLabel,
  seatSizeIncreaseLabel,
  seatSizeLabel,
  tablesTexts,
} from "@tischservice/core";
import { Card, CardContent, CardDescription, CardHeader, NumberStepper, Spinner } from "@tischservice/ui";

export interface QuickTableConfigProps {
  counts: QuickTableCounts;
  onCountChange: (seats: QuickTableSeatSize, value: number) => void;
  saving: boolean;
  disabled?: boolean;
}

/** "Schnelle Tisch-Konfiguration": a plus/minus counter per seat size 2 to 12, never below 0. */
export function QuickTableConfig({ counts, onCountChange, saving, disabled = false }: QuickTableConfigProps) {
  return (
    <Card>
      <CardHeader>
        <h2 className="m-0 text-lg leading-tight font-semibold">{tablesTexts.quickConfigTitle}</h2>
        <CardDescription>
          <span aria-live="polite" className="inline-flex items-center gap-2">
            {saving ? (
              <>
                <Spinner size="sm" label={null} />
                {tablesTexts.quickConfigSaving}
              </>
            ) : (
              tablesTexts.quickConfigHint
            )}
          </span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="m-0 grid list-none grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-3 p-0">
          {QUICK_TABLE_SEAT_SIZES.map((seats) => (
            <li key={seats} className="grid justify-items-center gap-2 rounded-lg border border-border p-3">
              <span id={`quick-seats-${seats}`} className="text-sm font-medium">
                {seatSizeLabel(seats)}
              </span>
              <NumberStepper
                aria-labelledby={`quick-seats-${seats}`}
                value={counts[seats]}
                min={0}
                max={99}
                disabled={disabled}
                decrementLabel={seatSizeDecreaseLabel(seats)}
                incrementLabel={seatSizeIncreaseLabel(seats)}
                onValueChange={(value) => onCountChange(seats, value)}
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
