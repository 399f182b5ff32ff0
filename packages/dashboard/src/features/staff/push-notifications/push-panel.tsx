import {
  type PushDevice,
  type PushStatus,
  pushDeviceCount,
  pushDeviceTexts,
  pushTexts,
} from "@tischservice/core";
import { Badge, Banner, Button, Card, CardContent, CardHeader, CardTitle, Spinner } from "@tischservice/ui";
import { BellRing, Play, Send, Square } from "lucide-react";
import { DeviceList } from "./device-list.tsx";
import type { PushSetupState } from "./push-setup.ts";

export interface PushPanelProps {
  setup: PushSetupState;
  onEnable: () => void;
  /** `null` while loading or when it failed (`loadFailed`). */
  status: PushStatus | null;
  loadFailed: boolean;
  /** The user's own devices; `null` while loading or when it failed (`devicesFailed`). */
  devices: PushDevice[] | null;
  devicesFailed: boolean;
  onRetryDevices: () => void;
  onRemoveDevice: (id: string) => void;
  removingDeviceId: string | null;
  onSendTest: () => void;
  sending: boolean;
  onToggleAutoTest: (run: boolean) => void;
  toggling: boolean;
}

function SetupLine({ setup, onEnable }: Pick<PushPanelProps, "setup" | "onEnable">) {
  switch (setup.kind) {
    case "unsupported":
      return <Banner tone="warning">{pushTexts.unsupported}</Banner>;
    case "denied":
      return <Banner tone="error">{pushTexts.permissionDenied}</Banner>;
    case "requesting":
      return <Spinner label={pushTexts.requestingPermission} />;
    case "initialising":
      return <Spinner label={pushTexts.initialising} />;
    case "registered":
      return <Banner tone="success">{pushTexts.enabled}</Banner>;
    case "error":
      return (
        <div className="grid gap-2">
          <Banner tone="error" title={pushTexts.registerError}>
            {setup.message}
          </Banner>
          <Button className="w-fit" onClick={onEnable}>
            <BellRing aria-hidden="true" />
            {pushTexts.enable}
          </Button>
        </div>
      );
    default:
      return (
        <Button className="w-fit" onClick={onEnable}>
          <BellRing aria-hidden="true" />
          {pushTexts.enable}
        </Button>
      );
  }
}

/** The push test panel: this device, the restaurant's status, test and automatic test, the user's devices. */
export function PushPanel(props: PushPanelProps) {
  const { status, loadFailed } = props;
  const running = status?.scheduler.isRunning ?? false;
  const noDevices = (status?.devices ?? 0) === 0;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{pushTexts.thisDeviceTitle}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="m-0 text-sm text-muted-foreground">{pushTexts.intro}</p>
          <SetupLine setup={props.setup} onEnable={props.onEnable} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{pushTexts.statusTitle}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {loadFailed ? (
            <Banner tone="error">{pushTexts.loadError}</Banner>
          ) : status === null ? (
            <Spinner />
          ) : (
            <>
              <p className="m-0 font-medium">{pushDeviceCount(status.devices)}</p>
              <Badge variant={running ? "success" : "secondary"} className="w-fit">
                {running ? pushTexts.schedulerRunning : pushTexts.schedulerStopped}
              </Badge>
              <div className="flex flex-wrap gap-2">
                <Button onClick={props.onSendTest} loading={props.sending} disabled={noDevices}>
                  <Send aria-hidden="true" />
                  {pushTexts.sendTest}
                </Button>
                <Button
                  variant="outline"
                  onClick={() => props.onToggleAutoTest(!running)}
                  loading={props.toggling}
                  disabled={!running && noDevices}
                >
                  {running ? <Square aria-hidden="true" /> : <Play aria-hidden="true" />}
                  {running ? pushTexts.stopAutoTest : pushTexts.startAutoTest}
                </Button>
              </div>
            </>
          )}
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle className="text-base">{pushDeviceTexts.listTitle}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="m-0 text-sm text-muted-foreground">{pushDeviceTexts.listIntro}</p>
          <DeviceList
            devices={props.devices}
            failed={props.devicesFailed}
            onRetry={props.onRetryDevices}
            onRemove={props.onRemoveDevice}
            removingId={props.removingDeviceId}
          />
        </CardContent>
      </Card>
    </div>
  );
}
