import { type ReactNode, useId } from "react";

export interface FooterColumnProps {
  heading: string;
  children: ReactNode;
  /** A navigation landmark (link lists) or a plain group (contact details). */
  navigation?: boolean;
}

/** A titled list in the footer. */
export function FooterColumn({ heading, children, navigation = true }: FooterColumnProps) {
  const headingId = useId();
  const Element = navigation ? "nav" : "div";
  return (
    <Element aria-labelledby={navigation ? headingId : undefined} className="grid content-start gap-3">
      <h2 id={headingId} className="text-sm font-semibold text-foreground">
        {heading}
      </h2>
      <ul className="m-0 grid list-none gap-2 p-0 text-sm">{children}</ul>
    </Element>
  );
}
