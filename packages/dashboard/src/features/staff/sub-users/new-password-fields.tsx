import { FormField, PasswordInput } from "@tischservice/ui";

export type NewPasswordField = "password" | "confirmPassword";

export interface NewPasswordFieldsProps {
  passwordLabel: string;
  confirmLabel: string;
  values: Readonly<Record<NewPasswordField, string>>;
  onChange: (field: NewPasswordField, value: string) => void;
  /** The message shown under a field, if any. */
  errorOf: (field: NewPasswordField) => string | undefined;
}

/** A new password and its confirmation, both required, as a browser offers to generate and save them. */
export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
  values,
  onChange,
  errorOf,
}: NewPasswordFieldsProps) {
  const fields: ReadonlyArray<{ field: NewPasswordField; label: string }> = [
    { field: "password", label: passwordLabel },
    { field: "confirmPassword", label: confirmLabel },
  ];
  return (
    <>
      {fields.map(({ field, label }) => (
        <FormField key={field} label={label} required error={errorOf(field)}>
          <PasswordInput
            autoComplete="new-password"
            value={values[field]}
            onChange={(event) => onChange(field, event.currentTarget.value)}
          />
        </FormField>
      ))}
    </>
  );
}
