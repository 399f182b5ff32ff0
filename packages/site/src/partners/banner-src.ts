import type { Restaurant } from "@tischservice/core/schemas";

/** The banner to show: the server path, or the legacy base64 jpeg as a data URL; undefined without one. */
export function bannerSrc(restaurant: Pick<Restaurant, "bannerUrl" | "bannerImage">): string | undefined {
  if (restaurant.bannerUrl) return restaurant.bannerUrl;
  const image = restaurant.bannerImage;
  if (!image) return undefined;
  return image.startsWith("data:") ? image : `data:image/jpeg;base64,${image}`;
}
