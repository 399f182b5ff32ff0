import { floorPlanTexts } from "@tischservice/core";
import { Button } from "@tischservice/ui";
import type { FloorPlanRoomView } from "./floor-plan-model.ts";

export interface FloorPlanRoomSwitchProps {
  rooms: readonly FloorPlanRoomView[];
  onAll: () => void;
  onRoom: (room: FloorPlanRoomView) => void;
}

/**
 * "Alle Räume" and one button per room: a phone shows one room readable at a time, and these move the
 * view there in one tap instead of pinching and panning. Hidden for a single room or none.
 */
export function FloorPlanRoomSwitch({ rooms, onAll, onRoom }: FloorPlanRoomSwitchProps) {
  if (rooms.length < 2) return null;
  return (
    <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
      <legend className="sr-only">{floorPlanTexts.roomViews}</legend>
      <Button size="sm" variant="outline" onClick={onAll}>
        {floorPlanTexts.allRooms}
      </Button>
      {rooms.map((room) => (
        <Button key={room.id} size="sm" variant="outline" onClick={() => onRoom(room)}>
          {room.name}
        </Button>
      ))}
    </fieldset>
  );
}
