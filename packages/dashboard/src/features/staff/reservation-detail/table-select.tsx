import { reservationTablesLabel, reservationEditTexts as texts } from "@tischservice/core";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@tischservice/ui";
import { KEEP_TABLES } from "../../shared/reservation/reservation-edit-draft.ts";

/** Table numbers in their natural order ("2" before "10"). */
const byNumber = new Intl.Collator("de", { numeric: true });

export interface TableSelectProps {
  /** `KEEP_TABLES` or a table's id. */
  value: string;
  onValueChange: (value: string) => void;
  /** The numbers of the tables the reservation has now ([] for none). */
  current: readonly string[];
  tables: readonly { _id: string; tableNumber: string; seats: number }[];
}

/**
 * The table of an edited reservation: the ones it has ("Tisch 3 (bisher)"; the server keeps them while they
 * seat the party and are free, else picks), or any one table of the restaurant with its seats.
 */
export function TableSelect({ value, onValueChange, current, tables }: TableSelectProps) {
  const keep = current.length > 0 ? texts.tablesCurrent(reservationTablesLabel(current)) : texts.tablesAuto;
  const sorted = [...tables].sort((a, b) => byNumber.compare(a.tableNumber, b.tableNumber));
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={KEEP_TABLES}>{keep}</SelectItem>
        {sorted.map((table) => (
          <SelectItem key={table._id} value={table._id}>
            {texts.tableOption(table.tableNumber, table.seats)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
