import { cva, type VariantProps } from "class-variance-authority";
import { Avatar as AvatarPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

export const avatarVariants = cva(
  "relative flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft font-semibold text-primary-strong",
  {
    variants: { size: { sm: "size-8 text-sm", default: "size-10 text-base", lg: "size-14 text-xl" } },
    defaultVariants: { size: "default" },
  },
);

/** The first letter of a name, upper-cased ("?" for an empty name). */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase("de-DE") : "?";
}

export interface AvatarProps
  extends Omit<ComponentProps<typeof AvatarPrimitive.Root>, "children">,
    VariantProps<typeof avatarVariants> {
  /** The person's or restaurant's name: the accessible name and the source of the initial. */
  name: string;
  src?: string;
}

/** A round picture, or the name's initial letter while there is none or it fails to load. */
export function Avatar({ name, src, size, className, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      role="img"
      aria-label={name}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {src ? <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback aria-hidden="true" delayMs={src ? 300 : 0}>
        {initialOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
