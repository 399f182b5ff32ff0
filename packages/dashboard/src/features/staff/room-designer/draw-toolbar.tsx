import {
  canSaveRoom,
  commonTexts,
  drawingPointCount,
  type LayoutPoint,
  roomDesignerTexts,
  validationTexts,
} from "@tischservice/core";
import { Button, ConfirmDialog, FormField, Input } from "@tischservice/ui";
import { Redo2, Save, Trash2, Undo2, X } from "lucide-react";

export interface DrawToolbarProps {
  name: string;
  onNameChange: (name: string) => void;
  points: readonly LayoutPoint[];
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onClear: () => void;
  onSave: () => void;
  saving: boolean;
  selectedRoomName: string | null;
  onDeleteRoom: () => void;
  deleting: boolean;
}

/** Draw mode: the room name, "Raum speichern" (3 points and a name), undo/redo, and "Raum löschen". */
export function DrawToolbar({
  name,
  onNameChange,
  points,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  onClear,
  onSave,
  saving,
  selectedRoomName,
  onDeleteRoom,
  deleting,
}: DrawToolbarProps) {
  const savable = canSaveRoom(points, name);
  return (
    <div className="grid gap-3">
      <p className="m-0 text-sm text-muted-foreground">{roomDesignerTexts.drawHint}</p>
      <form
        className="flex flex-wrap items-end gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (savable && !saving) onSave();
        }}
      >
        <FormField label={roomDesignerTexts.roomNameLabel} className="min-w-48 flex-1">
          <Input
            value={name}
            maxLength={100}
            placeholder={roomDesignerTexts.roomNamePlaceholder}
            aria-describedby={savable ? undefined : "room-save-rule"}
            onChange={(event) => onNameChange(event.currentTarget.value)}
          />
        </FormField>
        <Button type="submit" disabled={!savable} loading={saving} aria-describedby="room-save-rule">
          <Save aria-hidden="true" />
          {roomDesignerTexts.saveRoom}
        </Button>
      </form>
      <p id="room-save-rule" className={savable ? "sr-only" : "m-0 text-sm text-muted-foreground"}>
        {savable ? drawingPointCount(points.length) : validationTexts.roomInvalid}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm tabular-nums" aria-live="polite">
          {drawingPointCount(points.length)}
        </span>
        {[
          { label: roomDesignerTexts.undo, Icon: Undo2, onClick: onUndo, can: canUndo, keys: "Control+Z" },
          {
            label: roomDesignerTexts.redo,
            Icon: Redo2,
            onClick: onRedo,
            can: canRedo,
            keys: "Control+Shift+Z",
          },
        ].map(({ label, Icon, onClick, can, keys }) => (
          <Button
            key={label}
            size="sm"
            variant="outline"
            onClick={onClick}
            disabled={!can}
            aria-keyshortcuts={keys}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
        <Button size="sm" variant="outline" onClick={onClear} disabled={points.length === 0}>
          <X aria-hidden="true" />
          {roomDesignerTexts.discardDrawing}
        </Button>
        <span className="ms-auto flex items-center gap-2">
          {selectedRoomName ? (
            <span className="text-sm">
              {roomDesignerTexts.selectedRoom}: <strong>{selectedRoomName}</strong>
            </span>
          ) : null}
          <ConfirmDialog
            title={roomDesignerTexts.deleteRoomConfirm}
            confirmLabel={commonTexts.delete}
            destructive
            onConfirm={onDeleteRoom}
            trigger={
              <Button size="sm" variant="destructive" disabled={!selectedRoomName} loading={deleting}>
                <Trash2 aria-hidden="true" />
                {roomDesignerTexts.deleteRoom}
              </Button>
            }
          />
        </span>
      </div>
    </div>
  );
}
