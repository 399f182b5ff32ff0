import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pushDeviceTexts, pushTexts } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { useEffect, useState } from "react";
import { ApiError } from "../../../api/http.ts";
import {
  pushDevicesQueryOptions,
  pushStatusQueryOptions,
  removePushDevice,
  sendTestPush,
  setAutoTest,
} from "../../../api/push.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { currentPushState, enablePush, type PushSetupState } from "./push-setup.ts";

function messageOf(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}

/** Everything the push panel needs: this device's state, the restaurant's status, the user's devices, actions. */
export function usePushPanel() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [setup, setSetup] = useState<PushSetupState>({ kind: "idle" });
  const status = useQuery(pushStatusQueryOptions);
  const devices = useQuery(pushDevicesQueryOptions);

  useEffect(() => {
    let active = true;
    currentPushState()
      .then((state) => {
        if (active) setSetup(state);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.pushStatus }),
      queryClient.invalidateQueries({ queryKey: queryKeys.pushDevices }),
    ]);

  const enable = async () => {
    try {
      setSetup(await enablePush(setSetup));
    } catch (error) {
      setSetup({ kind: "error", message: messageOf(error) });
    }
    await refresh();
  };

  const sendTest = useMutation({
    mutationFn: () => sendTestPush(pushTexts.testMessage),
    onSuccess: () => toast({ title: pushTexts.testSent, tone: "success" }),
    onError: (error) => {
      const message = messageOf(error);
      toast({ title: pushTexts.actionError, ...(message ? { description: message } : {}), tone: "error" });
    },
    onSettled: refresh,
  });

  const autoTest = useMutation({
    mutationFn: setAutoTest,
    onError: (error) => {
      const message = messageOf(error);
      toast({ title: pushTexts.actionError, ...(message ? { description: message } : {}), tone: "error" });
    },
    onSettled: refresh,
  });

  const removeDevice = useMutation({
    mutationFn: removePushDevice,
    onSuccess: () => toast({ title: pushDeviceTexts.removed, tone: "success" }),
    onError: (error) => {
      const message = messageOf(error);
      toast({
        title: pushDeviceTexts.removeError,
        ...(message ? { description: message } : {}),
        tone: "error",
      });
    },
    onSettled: refresh,
  });

  return { setup, enable, status, devices, sendTest, autoTest, removeDevice };
}
