import type { ComponentProps } from "react";

/** A link in a legal text: underlined in the brand colour, with the focus ring. */
export function LegalLink(props: Omit<ComponentProps<"a">, "className">) {
  return <a {...props} className="focus-ring rounded-sm text-primary-strong underline underline-offset-2" />;
}

/** An e-mail address as a link that writes to it. */
export function MailLink({ address }: { address: string }) {
  return <LegalLink href={`mailto:${address}`}>{address}</LegalLink>;
}
