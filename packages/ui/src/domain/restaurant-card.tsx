import { siteTexts } from "@tischservice/core/texts";
import { MapPin } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { Badge } from "../components/badge.tsx";
import { cn } from "../lib/cn.ts";

export interface RestaurantCardData {
  name: string;
  address?: string;
  cuisine?: string;
  /** Banner image URL; without one (or when it fails) a gold gradient with a plate symbol shows. */
  bannerUrl?: string;
}

export interface RestaurantCardProps extends Omit<ComponentProps<"article">, "children"> {
  restaurant: RestaurantCardData;
  /** Opens the detail modal; the whole card is clickable through its details button. */
  onOpen?: () => void;
  detailsLabel?: string;
}

/** A partner restaurant on the landing page. */
export function RestaurantCard({
  restaurant,
  onOpen,
  detailsLabel = siteTexts.partners.detailsButton,
  className,
  ...props
}: RestaurantCardProps) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(restaurant.bannerUrl) && !failed;
  return (
    <article
      data-slot="restaurant-card"
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md",
        className,
      )}
      {...props}
    >
      <div className="relative aspect-[16/9] w-full overflow-hidden">
        {showImage ? (
          <img
            src={restaurant.bannerUrl}
            alt=""
            loading="lazy"
            onError={() => setFailed(true)}
            className="size-full object-cover transition-transform group-hover:scale-105"
          />
        ) : (
          <div
            data-slot="restaurant-card-fallback"
            className="flex size-full items-center justify-center bg-gradient-to-br from-primary-soft via-primary to-primary-strong text-5xl"
          >
            <span role="img" aria-hidden="true">
              {siteTexts.partners.bannerFallbackSymbol}
            </span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg font-semibold">{restaurant.name}</h3>
          {restaurant.cuisine ? <Badge variant="secondary">{restaurant.cuisine}</Badge> : null}
        </div>
        {restaurant.address ? (
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {restaurant.address}
          </p>
        ) : null}
        {onOpen ? (
          <button
            type="button"
            onClick={onOpen}
            aria-label={`${detailsLabel}: ${restaurant.name}`}
            className="focus-ring mt-auto w-fit cursor-pointer rounded-md text-sm font-medium text-primary-strong after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {detailsLabel}
          </button>
        ) : null}
      </div>
    </article>
  );
}
