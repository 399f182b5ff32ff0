import type { Restaurant } from "@tischservice/core/schemas";
import { restaurantDetailTexts } from "@tischservice/core/texts";
import { DialogClose, DialogTitle } from "@tischservice/ui";
import { X } from "lucide-react";
import { useState } from "react";
import { bannerSrc } from "../partners/banner-src.ts";

/**
 * The modal's banner with the restaurant's name (the dialog title) and cuisine. Without an image, or when
 * it fails to load, a gold gradient with the plate symbol shows instead.
 */
export function RestaurantBanner({ restaurant }: { restaurant: Restaurant }) {
  const src = bannerSrc(restaurant);
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(src) && !failed;
  return (
    <div className="relative h-40 w-full overflow-hidden bg-gradient-to-br from-primary-soft via-primary to-primary-strong">
      {showImage ? (
        <img
          src={src}
          alt=""
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <span
          data-testid="banner-fallback"
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center pb-8 text-6xl"
        >
          {restaurantDetailTexts.imageFallbackSymbol}
        </span>
      )}
      <div className="absolute inset-x-0 bottom-0 grid gap-1 bg-gradient-to-t from-black/80 to-black/0 px-5 pt-8 pb-4 text-white">
        <DialogTitle className="text-xl text-white">{restaurant.name}</DialogTitle>
        {restaurant.cuisine ? <p className="text-sm text-white/90">{restaurant.cuisine}</p> : null}
      </div>
      <DialogClose
        aria-label={restaurantDetailTexts.closeButton}
        className="focus-ring absolute end-3 top-3 flex size-9 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/75"
      >
        <X aria-hidden="true" className="size-5" />
      </DialogClose>
    </div>
  );
}
