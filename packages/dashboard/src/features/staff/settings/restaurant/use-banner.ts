import { useQueryClient } from "@tanstack/react-query";
import {
  bannerDeleteError,
  bannerUploadError,
  type Restaurant,
  restaurantSettingsTexts,
} from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../../api/http.ts";
import { queryKeys } from "../../../../api/query-keys.ts";
import { deleteBanner, uploadBanner } from "../../../../api/uploads.ts";
import { useGastro } from "../../restaurant-context/restaurant-context.tsx";

export interface BannerState {
  uploading: boolean;
  progress: number | null;
  error: string | null;
  /** The chosen file shown at once, until the server's copy replaces it. */
  preview: string | null;
}

const idle: BannerState = { uploading: false, progress: null, error: null, preview: null };

/** Upload (with progress) and delete of the restaurant's banner; the restaurant query follows. */
export function useBanner() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [state, setState] = useState<BannerState>(idle);
  const preview = useRef<string | null>(null);
  const key = queryKeys.restaurant(restaurantId);

  const dropPreview = useCallback(() => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  }, []);
  useEffect(() => dropPreview, [dropPreview]);

  const upload = useCallback(
    async (file: File) => {
      dropPreview();
      preview.current = URL.createObjectURL(file);
      setState({ uploading: true, progress: 0, error: null, preview: preview.current });
      try {
        const bannerUrl = await uploadBanner(restaurantId, file, (progress) =>
          setState((prev) => ({ ...prev, progress })),
        );
        queryClient.setQueryData<Restaurant | null>(key, (prev) => (prev ? { ...prev, bannerUrl } : prev));
        void queryClient.invalidateQueries({ queryKey: key });
        toast({ title: restaurantSettingsTexts.bannerUploaded, tone: "success" });
        setState(idle);
      } catch (error) {
        setState({
          ...idle,
          error: bannerUploadError(error instanceof ApiError ? error.serverMessage : null),
        });
      } finally {
        dropPreview();
      }
    },
    [restaurantId, queryClient, key, toast, dropPreview],
  );

  const remove = useCallback(async () => {
    setState(idle);
    try {
      await deleteBanner(restaurantId);
      queryClient.setQueryData<Restaurant | null>(key, (prev) =>
        prev ? { ...prev, bannerUrl: null } : prev,
      );
      void queryClient.invalidateQueries({ queryKey: key });
      toast({ title: restaurantSettingsTexts.bannerDeleted, tone: "success" });
    } catch (error) {
      setState({ ...idle, error: bannerDeleteError(error instanceof ApiError ? error.serverMessage : null) });
    }
  }, [restaurantId, queryClient, key, toast]);

  return { state, upload, remove };
}
