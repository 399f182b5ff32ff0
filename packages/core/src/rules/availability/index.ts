export { type AssignTablesInput, assignTables } from "./assign-tables.ts";
export {
  AVAILABILITY_DEFAULTS,
  type InstantInterval,
  type ReservationTimes,
  reservationInterval,
  wallTimeToInstant,
} from "./intervals.ts";
export { SLOT_STATUS_TEXTS, type SlotStatusText } from "./slot-status.ts";
export {
  type BookingChannel,
  computeDaySlots,
  type DaySlot,
  type DaySlots,
  type DaySlotsInput,
} from "./slots.ts";
export type { TableAssignment } from "./table-assignment.ts";
export { COMBINATION_TABLE_LIMITS, type RankedCombination } from "./table-combinations.ts";
export {
  type AssignmentAudience,
  type BookedReservation,
  buildTableOccupancy,
  canEverSeat,
  findTableAssignment,
  isTableFree,
  type TableOccupancy,
  type TableOccupancyOptions,
} from "./table-occupancy.ts";
export {
  type AvailabilityCombination,
  type AvailabilityTable,
  compareTableNumbersForAssignment,
  type RankedTable,
} from "./table-order.ts";
