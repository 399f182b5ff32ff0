import { useEffect, useRef, useState } from "react";
import { germanDialog } from "../texts/de-dialog.ts";
import { BookingApp } from "./booking-app.tsx";
import type { WidgetOptions } from "./options.ts";
import { loadedEnglish, useStartTexts } from "./texts.ts";

export interface DialogWidgetProps {
  options: WidgetOptions;
  host: HTMLElement;
  /** Shows the floating "Tisch reservieren" button (`data-mode="button"`); without it only the API opens it. */
  withButton: boolean;
  /** Bumped by the global API to open the dialog. */
  openRequest: number;
}

const focusableSelector = "button, [href], input, textarea, select, [tabindex]";

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) =>
      element.tabIndex >= 0 && !element.matches(":disabled") && element.getClientRects().length > 0,
  );
}

/**
 * The widget in a modal dialog: a floating button (or the global API) opens it, Escape and the close
 * button close it, Tab stays inside, and focus returns to where it was. The booking flow is created on
 * first opening (no request before that) and kept while the page lives.
 */
export function DialogWidget({ options, host, withButton, openRequest }: DialogWidgetProps) {
  // The embedding's language, or the one the guest switched to inside.
  const [lang, setLang] = useState(options.lang);
  useEffect(() => setLang(options.lang), [options.lang]);
  const t = useStartTexts(lang);
  // The dialog's own words come with it (German) or with the English texts.
  const words = (t?.locale === "en" ? loadedEnglish()?.dialog : null) ?? germanDialog;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState(false);

  const show = () => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    const active = host.shadowRoot?.activeElement ?? document.activeElement;
    returnTo.current = active instanceof HTMLElement ? active : null;
    setCreated(true);
    setOpen(true);
    dialog.showModal();
  };

  const hide = () => {
    const dialog = dialogRef.current;
    if (dialog?.open) dialog.close();
    setOpen(false);
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  };

  const ready = t !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request (or one made before an English widget's texts were there) opens the dialog
  useEffect(() => {
    if (openRequest > 0 && ready) show();
  }, [openRequest, ready]);

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>("h2");
    first?.focus();
  }, [open]);

  // An English widget's texts are a chunk of their own: nothing to show until they are there.
  if (!t) return null;
  return (
    <>
      {withButton ? (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={show}
          className="focus-ring fixed right-4 bottom-4 z-50 inline-flex h-12 cursor-pointer items-center rounded-full bg-primary px-5 text-base font-semibold text-primary-foreground lift-lg hover:bg-primary/85"
        >
          {t.floatingButton}
        </button>
      ) : null}
      <dialog
        ref={dialogRef}
        aria-label={words.dialogLabel}
        onCancel={(event) => {
          event.preventDefault();
          hide();
        }}
        onKeyDown={(event) => {
          if (event.key !== "Tab" || !dialogRef.current) return;
          const items = focusablesIn(dialogRef.current);
          const firstItem = items[0];
          const lastItem = items[items.length - 1];
          const active = host.shadowRoot?.activeElement;
          if (event.shiftKey && (active === firstItem || !active)) {
            event.preventDefault();
            lastItem?.focus();
          } else if (!event.shiftKey && active === lastItem) {
            event.preventDefault();
            firstItem?.focus();
          }
        }}
        className="m-auto [&_header]:pe-12 max-h-[calc(100dvh-16px)] w-[min(calc(100vw-16px),560px)] max-w-none overflow-auto rounded-xl border-0 bg-transparent p-0 text-foreground"
      >
        <div className="relative">
          <button
            type="button"
            aria-label={words.close}
            onClick={hide}
            className="focus-ring absolute top-2 right-2 z-10 grid size-10 cursor-pointer place-items-center rounded-full bg-card text-2xl leading-none hover:bg-accent"
          >
            <span aria-hidden="true">×</span>
          </button>
          {created ? (
            <BookingApp
              key={`${options.restaurant}|${options.api}`}
              options={options}
              host={host}
              onLangChange={setLang}
            />
          ) : null}
        </div>
      </dialog>
    </>
  );
}
