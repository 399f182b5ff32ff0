import { registerTexts } from "@tischservice/core";
import { Checkbox } from "@tischservice/ui";
import { useId } from "react";

export interface AcceptTermsFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

const linkClass = "focus-ring rounded-sm font-medium text-primary-strong underline underline-offset-4";

/** The site's terms page, filled from the operator's configuration like its Impressum. */
const termsHref = "/agb";

/** The required consent to the AGB and the Datenschutzerklärung (both linked, opening beside the form). */
export function AcceptTermsField({ checked, onChange, error }: AcceptTermsFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5" data-slot="accept-terms">
      <div className="flex items-start gap-2">
        <Checkbox
          id={id}
          name="acceptTerms"
          checked={checked}
          onCheckedChange={(next) => onChange(next === true)}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5"
        />
        <label htmlFor={id} className="cursor-pointer text-sm">
          {registerTexts.acceptTermsBefore}{" "}
          <a href={termsHref} target="_blank" rel="noopener" className={linkClass}>
            {registerTexts.acceptTermsTermsLink}
          </a>{" "}
          {registerTexts.acceptTermsBetween}{" "}
          <a href="/datenschutz" target="_blank" rel="noopener" className={linkClass}>
            {registerTexts.acceptTermsPrivacyLink}
          </a>{" "}
          {registerTexts.acceptTermsAfter}
          <span aria-hidden="true" className="ms-0.5 text-destructive-strong">
            *
          </span>
        </label>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}
