import { formatDate, formatTime, type PushDevice, pushTexts } from "@tischservice/core";
import { Monitor, Smartphone } from "lucide-react";

const platformLabel: Record<string, string> = {
  web: pushTexts.platformWeb,
  ios: pushTexts.platformIos,
  android: pushTexts.platformAndroid,
};

/** The restaurant's registered devices (platform and registration time; never a token). */
export function DeviceList({ devices }: { devices: PushDevice[] }) {
  if (devices.length === 0) return <p className="m-0 text-sm text-muted-foreground">{pushTexts.noDevices}</p>;
  return (
    <ul className="m-0 grid list-none gap-2 p-0">
      {devices.map((device) => (
        <li
          key={device._id}
          className="flex items-center gap-3 rounded-lg border border-border bg-card p-3 text-sm"
        >
          {device.platform === "web" ? (
            <Monitor aria-hidden="true" className="size-4 text-muted-foreground" />
          ) : (
            <Smartphone aria-hidden="true" className="size-4 text-muted-foreground" />
          )}
          <span className="font-medium">{platformLabel[device.platform] ?? device.platform}</span>
          {device.created_at ? (
            <span className="ms-auto text-muted-foreground tabular-nums">
              {pushTexts.registeredOn} {formatDate(device.created_at)} {formatTime(device.created_at)}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
