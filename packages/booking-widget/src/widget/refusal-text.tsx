import type { WidgetTexts } from "./texts.ts";

export interface RefusalTextProps {
  t: WidgetTexts;
  /** The API's `code` of the refusal. */
  code: string;
  /** The API's (German) message. */
  message: string;
  /** The restaurant's phone; "" when unknown. */
  phone: string;
}

/**
 * A refusal by the restaurant in the widget's language, with its phone as a link to call. The German
 * message may already name the number: then that number becomes the link, so it is not shown twice.
 */
export function RefusalText({ t, code, message, phone }: RefusalTextProps) {
  const words = t.refusals[code] ?? message;
  const number = phone.trim();
  if (!number) return <p>{words}</p>;
  const link = (
    <a href={`tel:${number.replace(/[^\d+]/g, "")}`} className="focus-ring font-medium underline">
      {number}
    </a>
  );
  const at = words.indexOf(number);
  return at < 0 ? (
    <>
      <p>{words}</p>
      <p>
        {t.phoneLabel}: {link}
      </p>
    </>
  ) : (
    <p>
      {words.slice(0, at)}
      {link}
      {words.slice(at + number.length)}
    </p>
  );
}
