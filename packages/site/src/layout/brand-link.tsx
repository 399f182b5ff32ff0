import { siteTexts } from "@tischservice/core/texts";
import { siteOwnTexts } from "../texts.ts";
import { BrandMark } from "./brand-mark.tsx";

/** The logo and name, linking to the top of the start page. */
export function BrandLink({ onLanding }: { onLanding: boolean }) {
  return (
    <a
      href={onLanding ? "#hero" : "/"}
      aria-label={siteOwnTexts.homeLink}
      className="focus-ring flex items-center gap-2 rounded-md text-lg font-bold tracking-tight"
    >
      <BrandMark className="size-8" />
      <span aria-hidden="true">{siteTexts.brand}</span>
    </a>
  );
}
