import { formatDate, type PushDevice, pushDeviceRemoveLabel, pushDeviceTexts } from "@tischservice/core";
import { Banner, Button, Spinner } from "@tischservice/ui";
import { Monitor, Smartphone, Trash2 } from "lucide-react";
import { useId } from "react";

export interface DeviceListProps {
  /** `null` while loading (or when loading failed: `failed`). */
  devices: PushDevice[] | null;
  failed: boolean;
  onRetry: () => void;
  onRemove: (id: string) => void;
  /** The device being removed: its button shows the progress, the others wait. */
  removingId: string | null;
}

/** 'Ihre Geräte': the signed-in user's devices (name and date added; never a token), each removable. */
export function DeviceList({ devices, failed, onRetry, onRemove, removingId }: DeviceListProps) {
  if (failed) {
    return (
      <div className="grid gap-2">
        <Banner tone="error">{pushDeviceTexts.loadError}</Banner>
        <Button variant="outline" size="sm" className="w-fit" onClick={onRetry}>
          {pushDeviceTexts.retry}
        </Button>
      </div>
    );
  }
  if (devices === null) return <Spinner label={pushDeviceTexts.loading} />;
  if (devices.length === 0)
    return <p className="m-0 text-sm text-muted-foreground">{pushDeviceTexts.empty}</p>;
  return (
    <ul className="m-0 grid list-none gap-2 p-0">
      {devices.map((device) => (
        <DeviceRow
          key={device._id}
          device={device}
          removing={removingId === device._id}
          disabled={removingId !== null}
          onRemove={() => onRemove(device._id)}
        />
      ))}
    </ul>
  );
}

function DeviceRow({
  device,
  removing,
  disabled,
  onRemove,
}: {
  device: PushDevice;
  removing: boolean;
  disabled: boolean;
  onRemove: () => void;
}) {
  const addedId = useId();
  const label = device.label || pushDeviceTexts.unknownDevice;
  const Icon = device.platform === "web" ? Monitor : Smartphone;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-3 text-sm">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-medium">{label}</span>
        {device.created_at ? (
          <span id={addedId} className="text-muted-foreground tabular-nums">
            {pushDeviceTexts.addedOn} {formatDate(device.created_at)}
          </span>
        ) : null}
      </div>
      <Button
        variant="ghost-destructive"
        size="sm"
        onClick={onRemove}
        loading={removing}
        disabled={disabled && !removing}
        aria-label={pushDeviceRemoveLabel(label)}
        aria-describedby={device.created_at ? addedId : undefined}
      >
        <Trash2 aria-hidden="true" />
        {pushDeviceTexts.remove}
      </Button>
    </li>
  );
}
