import { useQueryClient } from "@tanstack/react-query";
import {
  editableWeek,
  OPENING_HOURS_SAVE_DEBOUNCE_MS,
  openingHoursProblem,
  type RestaurantConfig,
  settingsTexts,
  stayDurationsOf,
  type UpdateRestaurantConfigRequest,
} from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "../../../api/http.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { conflictConfigOf, saveConfig } from "../../../api/settings.ts";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import { isRetryable, retryDelayMs } from "./retry-delay.ts";
import { useSaveStatus } from "./save-status.tsx";

/**
 * How a change is saved: opening-hour times after 1 s of quiet (typing a time should not save every
 * keystroke), everything else at once.
 */
export type SaveMode = "debounced" | "now";

/** The whole configuration as the PUT sends it; the restaurant name is the restaurant card's business. */
export function configBody(config: RestaurantConfig): UpdateRestaurantConfigRequest {
  return {
    openingHours: editableWeek(config.openingHours),
    reservationDuration: config.reservationDuration,
    // The list that applies; for a configuration from before it, the one its answer derived.
    stayDurations: stayDurationsOf(config).map((row) => ({ ...row })),
    slotInterval: config.slotInterval,
    bookingLeadTime: config.bookingLeadTime,
    autoConfirmReservations: config.autoConfirmReservations,
    emailNotificationsEnabled: config.emailNotificationsEnabled,
    reminderEnabled: config.reminderEnabled,
    reminderTiming: config.reminderTiming,
    reserveWithGoogle: config.reserveWithGoogle,
    bookingHorizonDays: config.bookingHorizonDays,
    sameDayCutoff: config.sameDayCutoff,
    pacing: config.pacing,
    onlineSeatShare: config.onlineSeatShare,
    changeCutoffHours: config.changeCutoffHours,
    autoBlockNoShows: config.autoBlockNoShows,
    timeZone: config.timeZone,
    ...(config.updatedAt ? { expectedUpdatedAt: config.updatedAt } : {}),
  };
}

export interface ConfigAutosave {
  /** The configuration as the user sees it (their unsaved input included). */
  draft: RestaurantConfig;
  change: (next: RestaurantConfig, mode: SaveMode) => void;
  /** Why the draft cannot be saved yet (an open day without times), or null. */
  problem: ReturnType<typeof openingHoursProblem>;
}

/**
 * Autosave of the configuration: every change sends the whole configuration with the version it was
 * based on. Times wait 1 s, toggles go at once; a save arriving while one is running follows it. A failed
 * save keeps the input and is retried (2 s, 5 s, 10 s, then 30 s); a refusal because another tab saved
 * first loads the current version and says so.
 */
export function useConfigAutosave(server: RestaurantConfig): ConfigAutosave {
  const { userId, restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { report } = useSaveStatus();
  const [draft, setDraft] = useState(server);
  const draftRef = useRef(server);
  const dirty = useRef(false);
  const inFlight = useRef(false);
  const queued = useRef(false);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const attempt = useRef(0);
  const version = useRef(server.updatedAt);

  // Another tab's save (live event) or a refetch: taken over unless the user has unsaved input.
  useEffect(() => {
    if (dirty.current || inFlight.current) return;
    draftRef.current = server;
    version.current = server.updatedAt;
    setDraft(server);
  }, [server]);

  const replaceDraft = useCallback((next: RestaurantConfig) => {
    draftRef.current = next;
    setDraft(next);
  }, []);

  const flush = useCallback(async (): Promise<void> => {
    if (debounce.current) clearTimeout(debounce.current);
    if (retry.current) clearTimeout(retry.current);
    debounce.current = null;
    retry.current = null;
    if (!dirty.current) return;
    if (inFlight.current) {
      queued.current = true;
      return;
    }
    const sent = draftRef.current;
    if (openingHoursProblem(editableWeek(sent.openingHours))) return;
    inFlight.current = true;
    report("saving");
    try {
      const saved = await saveConfig(restaurantId, configBody({ ...sent, updatedAt: version.current }));
      attempt.current = 0;
      version.current = saved.updatedAt;
      queryClient.setQueryData(queryKeys.config(userId), saved);
      void queryClient.invalidateQueries({ queryKey: ["time-slots", restaurantId] });
      if (draftRef.current === sent) {
        dirty.current = false;
        replaceDraft(saved);
      }
      report("saved");
    } catch (error) {
      const status = error instanceof ApiError ? error.status : null;
      report("error");
      const current = conflictConfigOf(error);
      if (status === 409) {
        dirty.current = false;
        queued.current = false;
        if (current) {
          version.current = current.updatedAt;
          queryClient.setQueryData(queryKeys.config(userId), current);
          replaceDraft(current);
        } else {
          void queryClient.invalidateQueries({ queryKey: queryKeys.config(userId) });
        }
        const message = error instanceof ApiError ? error.serverMessage : null;
        toast({ title: message ?? settingsTexts.saveConflictFallback, tone: "info" });
      } else if (isRetryable(error, status)) {
        retry.current = setTimeout(() => void flush(), retryDelayMs(attempt.current));
        attempt.current += 1;
      } else {
        const message = error instanceof ApiError ? error.serverMessage : null;
        toast({ title: settingsTexts.saveFailed, description: message ?? undefined, tone: "error" });
      }
    } finally {
      inFlight.current = false;
    }
    if (queued.current) {
      queued.current = false;
      await flush();
    }
  }, [userId, restaurantId, queryClient, report, toast, replaceDraft]);

  const change = useCallback(
    (next: RestaurantConfig, mode: SaveMode) => {
      replaceDraft(next);
      dirty.current = true;
      attempt.current = 0;
      if (debounce.current) clearTimeout(debounce.current);
      if (mode === "debounced") {
        debounce.current = setTimeout(() => void flush(), OPENING_HOURS_SAVE_DEBOUNCE_MS);
      } else {
        void flush();
      }
    },
    [flush, replaceDraft],
  );

  // Leaving the page within the debounce window still saves; closing the tab with unsaved input asks first.
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
      if (debounce.current) void flushRef.current();
      if (retry.current) clearTimeout(retry.current);
    };
  }, []);

  const problem = useMemo(() => openingHoursProblem(editableWeek(draft.openingHours)), [draft.openingHours]);
  return { draft, change, problem };
}
