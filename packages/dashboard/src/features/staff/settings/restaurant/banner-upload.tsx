import { bannerUploadProgress, restaurantSettingsTexts } from "@tischservice/core";
import { ConfirmDialog, ImageUpload } from "@tischservice/ui";
import { useEffect, useId, useState } from "react";

export interface BannerUploadProps {
  /** The stored banner (or the chosen file's preview while it uploads). */
  bannerUrl: string | null;
  uploading: boolean;
  /** 0..1 while uploading. */
  progress: number | null;
  error: string | null;
  /** A file that passed the type (JPEG, JPG, PNG, WEBP, GIF) and size (10 MB) checks. */
  onFileSelect: (file: File) => void;
  /** Called after the confirm dialog. */
  onDelete: () => void;
}

/** Whether the image at `url` loads; null while unknown. */
function useImageLoads(url: string | null): boolean | null {
  const [loads, setLoads] = useState<boolean | null>(null);
  useEffect(() => {
    setLoads(null);
    if (!url) return;
    const image = new Image();
    image.onload = () => setLoads(true);
    image.onerror = () => setLoads(false);
    image.src = url;
    return () => {
      image.onload = null;
      image.onerror = null;
    };
  }, [url]);
  return loads;
}

/** Banner upload with preview, progress and delete behind a confirm. */
export function BannerUpload({
  bannerUrl,
  uploading,
  progress,
  error,
  onFileSelect,
  onDelete,
}: BannerUploadProps) {
  const [confirming, setConfirming] = useState(false);
  const progressId = useId();
  const loads = useImageLoads(bannerUrl);
  const shownError = error ?? (loads === false ? restaurantSettingsTexts.bannerLoadFailed : null);
  return (
    <div className="grid gap-2">
      <ImageUpload
        value={loads === false ? null : bannerUrl}
        uploading={uploading}
        error={shownError}
        onFileSelect={onFileSelect}
        onRemove={() => setConfirming(true)}
      />
      {uploading && progress !== null ? (
        <div className="grid gap-1">
          <label htmlFor={progressId} className="text-sm text-muted-foreground">
            {restaurantSettingsTexts.bannerProgressLabel}
          </label>
          <progress
            id={progressId}
            max={100}
            value={Math.round(progress * 100)}
            className="h-2 w-full accent-primary"
          />
          <p aria-live="polite" className="m-0 text-xs text-muted-foreground tabular-nums">
            {bannerUploadProgress(progress * 100)}
          </p>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={restaurantSettingsTexts.bannerDeleteConfirm}
        confirmLabel={restaurantSettingsTexts.bannerDelete}
        destructive
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </div>
  );
}
