import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn.ts";

export interface FeatureCardProps extends Omit<ComponentProps<"article">, "title"> {
  title: ReactNode;
  description: ReactNode;
  /** An icon element, shown in a gold square. */
  icon?: ReactNode;
}

/** One of the landing page's feature cards. */
export function FeatureCard({ title, description, icon, className, ...props }: FeatureCardProps) {
  return (
    <article
      data-slot="feature-card"
      className={cn(
        "grid content-start gap-3 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xs transition-shadow hover:shadow-md",
        className,
      )}
      {...props}
    >
      {icon ? (
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary-strong [&_svg]:size-6"
        >
          {icon}
        </span>
      ) : null}
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="text-sm text-muted-foreground">{description}</p>
    </article>
  );
}
