import { ChevronDown } from "lucide-react";
import { Collapsible as CollapsiblePrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn.ts";

export interface CollapsibleCardProps
  extends Omit<ComponentProps<typeof CollapsiblePrimitive.Root>, "title"> {
  title: ReactNode;
  description?: ReactNode;
  /** An icon element before the title. */
  icon?: ReactNode;
  /** Heading level of the title, so the card fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A settings card whose body folds away ("Restaurant-Informationen", "Öffnungszeiten", ...). Starts expanded,
 * as every settings card does when the page opens. The whole header is one button with `aria-expanded`.
 */
export function CollapsibleCard({
  title,
  description,
  icon,
  headingLevel = 2,
  defaultOpen = true,
  className,
  children,
  ...props
}: CollapsibleCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <CollapsiblePrimitive.Root
      data-slot="collapsible-card"
      defaultOpen={defaultOpen}
      className={cn(
        "group/collapsible rounded-xl border border-border bg-card text-card-foreground shadow-sm",
        className,
      )}
      {...props}
    >
      <Heading className="m-0">
        <CollapsiblePrimitive.Trigger className="focus-ring flex w-full cursor-pointer items-center gap-3 rounded-xl px-5 py-4 text-start hover:bg-accent/50">
          {icon ? (
            <span aria-hidden="true" className="text-primary-strong [&_svg]:size-5">
              {icon}
            </span>
          ) : null}
          <span className="grid flex-1 gap-0.5">
            <span className="text-base font-semibold">{title}</span>
            {description ? (
              <span className="text-sm font-normal text-muted-foreground">{description}</span>
            ) : null}
          </span>
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]/collapsible:rotate-180"
          />
        </CollapsiblePrimitive.Trigger>
      </Heading>
      <CollapsiblePrimitive.Content data-slot="collapsible-card-content" className="px-5 pb-5">
        {children}
      </CollapsiblePrimitive.Content>
    </CollapsiblePrimitive.Root>
  );
}
