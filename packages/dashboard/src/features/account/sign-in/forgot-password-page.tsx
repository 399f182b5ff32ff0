import { Link } from "@tanstack/react-router";
import { forgotPasswordTexts } from "@tischservice/core";
import { Banner, Button, FormField, Input } from "@tischservice/ui";
import { MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { requestPasswordReset } from "../../../api/auth.ts";
import { ApiError } from "../../../api/http.ts";
import { AuthCard } from "./auth-card.tsx";

const linkClass = "focus-ring rounded-sm font-medium text-primary-strong underline-offset-4 hover:underline";

/** `/app/forgot-password`: the e-mail form, then the "sent" screen with next steps and resend. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      const message = await requestPasswordReset(email.trim());
      setSentMessage(message ?? "");
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? (caught.serverMessage ?? forgotPasswordTexts.failed)
          : forgotPasswordTexts.networkError,
      );
    } finally {
      setSending(false);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) void send();
  };

  if (sentMessage !== null) {
    return (
      <AuthCard>
        <header className="grid justify-items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success-strong">
            <MailCheck aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-bold">{forgotPasswordTexts.sentTitle}</h1>
          {sentMessage ? <p className="text-sm text-muted-foreground">{sentMessage}</p> : null}
        </header>
        {error ? <Banner tone="error">{error}</Banner> : null}
        <ol className="m-0 grid list-decimal gap-1 ps-5 text-sm">
          {forgotPasswordTexts.sentNextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="grid gap-2">
          <Button
            variant="outline"
            onClick={() => void send()}
            loading={sending}
            loadingText={forgotPasswordTexts.submitting}
          >
            {forgotPasswordTexts.resend}
          </Button>
          <Link to="/login" className={`${linkClass} text-center text-sm`}>
            {forgotPasswordTexts.backToLogin}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <header className="grid gap-1 text-center">
        <h1 className="text-2xl font-bold">{forgotPasswordTexts.title}</h1>
        <p className="text-sm text-muted-foreground">{forgotPasswordTexts.intro}</p>
      </header>
      <form className="grid gap-4" onSubmit={onSubmit}>
        {error ? <Banner tone="error">{error}</Banner> : null}
        <FormField label={forgotPasswordTexts.emailLabel} required>
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={sending}
          loadingText={forgotPasswordTexts.submitting}
        >
          {forgotPasswordTexts.submit}
        </Button>
      </form>
      <Link to="/login" className={`${linkClass} text-center text-sm`}>
        {forgotPasswordTexts.backToLogin}
      </Link>
    </AuthCard>
  );
}
