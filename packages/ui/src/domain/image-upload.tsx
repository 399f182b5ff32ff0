import { ALLOWED_IMAGE_MIME_TYPES, checkImageUpload, IMAGE_UPLOAD_MAX_BYTES } from "@tischservice/core/rules";
import { restaurantSettingsTexts, validationTexts } from "@tischservice/core/texts";
import { ImageUp, Trash2 } from "lucide-react";
import { type ComponentProps, type DragEvent, useId, useState } from "react";
import { Button } from "../components/button.tsx";
import { Spinner } from "../components/spinner.tsx";
import { cn } from "../lib/cn.ts";

export interface ImageUploadProps extends Omit<ComponentProps<"div">, "onChange"> {
  /** URL of the current image, shown as preview. */
  value?: string | null;
  /** Called with a file that passed the type and size checks. */
  onFileSelect: (file: File) => void;
  /** Shows "Banner löschen" when there is an image. */
  onRemove?: () => void;
  uploading?: boolean;
  /** An error from outside, e.g. the server's message after a failed upload. */
  error?: string | null;
  maxBytes?: number;
  label?: string;
}

/**
 * Banner upload: pick or drop an image. Checks type (JPEG, JPG, PNG, WEBP, GIF) and size (10 MB) before
 * anything is sent and shows the product's German messages for either (docs/requirements.md#uploads).
 */
export function ImageUpload({
  value,
  onFileSelect,
  onRemove,
  uploading = false,
  error,
  maxBytes = IMAGE_UPLOAD_MAX_BYTES,
  label = restaurantSettingsTexts.bannerLabel,
  className,
  ...props
}: ImageUploadProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [localError, setLocalError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const shownError = localError ?? error ?? null;

  const take = (file: File | undefined) => {
    if (!file) return;
    const check = checkImageUpload(file, maxBytes);
    if (!check.ok) {
      setLocalError(
        check.reason === "type" ? validationTexts.uploadTypeInvalid : validationTexts.uploadTooLarge,
      );
      return;
    }
    setLocalError(null);
    onFileSelect(file);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <div data-slot="image-upload" className={cn("grid gap-2", className)} {...props}>
      <span className="text-sm font-medium">{label}</span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file input is the keyboard path */}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "relative flex min-h-40 flex-col items-center justify-center gap-3 overflow-hidden rounded-xl border-2 border-dashed p-4 text-center transition-colors",
          dragging ? "border-primary-strong bg-primary-soft" : "border-input bg-muted/40",
          shownError && "border-destructive",
        )}
      >
        {value ? <img src={value} alt="" className="max-h-40 w-full rounded-lg object-cover" /> : null}
        {uploading ? (
          <Spinner label={restaurantSettingsTexts.bannerUploading} className="text-sm" />
        ) : (
          <div className="flex flex-wrap items-center justify-center gap-2">
            <input
              id={inputId}
              type="file"
              accept={ALLOWED_IMAGE_MIME_TYPES.join(",")}
              aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
              aria-invalid={shownError ? true : undefined}
              className="peer sr-only"
              onChange={(e) => {
                take(e.currentTarget.files?.[0]);
                e.currentTarget.value = "";
              }}
            />
            <label
              htmlFor={inputId}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
            >
              <ImageUp aria-hidden="true" className="size-4" />
              {value ? restaurantSettingsTexts.bannerReplace : restaurantSettingsTexts.bannerUpload}
            </label>
            {value && onRemove ? (
              <Button variant="ghost-destructive" onClick={onRemove}>
                <Trash2 aria-hidden="true" />
                {restaurantSettingsTexts.bannerDelete}
              </Button>
            ) : null}
          </div>
        )}
        <p id={hintId} className="text-xs text-muted-foreground">
          {restaurantSettingsTexts.bannerHint}
        </p>
      </div>
      {shownError ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive-strong">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
