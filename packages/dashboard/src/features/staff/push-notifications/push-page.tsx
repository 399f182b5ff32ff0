import { pushTexts } from "@tischservice/core";
import { useTimeZone } from "../restaurant-data/queries.ts";
import { LocalTestCard } from "./local-test-card.tsx";
import { PushPanel } from "./push-panel.tsx";
import { useLocalTestNotifications } from "./use-local-test-notifications.ts";
import { usePushPanel } from "./use-push-panel.ts";

/** `/app/push-notifications`: the push notification test panel. */
export function PushNotificationsPage() {
  const panel = usePushPanel();
  const local = useLocalTestNotifications(useTimeZone());
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">{pushTexts.title}</h1>
      <PushPanel
        setup={panel.setup}
        onEnable={() => void panel.enable()}
        status={panel.status.data ?? null}
        loadFailed={panel.status.isError}
        devices={panel.devices.data ?? null}
        devicesFailed={panel.devices.isError}
        onRetryDevices={() => void panel.devices.refetch()}
        onRemoveDevice={(id) => panel.removeDevice.mutate(id)}
        removingDeviceId={panel.removeDevice.isPending ? (panel.removeDevice.variables ?? null) : null}
        onSendTest={() => panel.sendTest.mutate()}
        sending={panel.sendTest.isPending}
        onToggleAutoTest={(run) => panel.autoTest.mutate(run)}
        toggling={panel.autoTest.isPending}
      />
      <LocalTestCard state={local.state} onStart={() => void local.start()} onCancel={local.cancel} />
    </div>
  );
}
