import type { Meta, StoryObj } from "@storybook/react-vite";
import { createFakeApi, defaultSlots } from "../test/fake-api.ts";
import { inShadowPreview } from "../test/shadow-preview.tsx";
import { createApiClient } from "./api.ts";
import { BookingApp } from "./booking-app.tsx";
import { emptyDetails } from "./details.ts";
import { DetailsStep, type DetailsStepProps, type EnquiryForm } from "./details-step.tsx";
import { readWidgetOptions } from "./options.ts";
import { PickStep, type PickStepProps } from "./pick-step.tsx";
import { EnquirySentStep, SuccessStep } from "./success-step.tsx";
import { SummaryStep, type SummaryStepProps } from "./summary-step.tsx";
import { textsFor } from "./texts-all.ts";

const t = textsFor("de");
const today = "2026-07-02";
const details = {
  name: "Anna Gast",
  email: "anna@example.test",
  phone: "0171 1234567",
  requests: "Fensterplatz",
  consent: true,
};
const summary = { date: today, time: "19:00", guests: 2, details };
const noop = () => {};
const pick = {
  t,
  date: today,
  first: today,
  last: "2026-09-29",
  isClosed: (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 1,
  onDate: noop,
  guests: 2,
  onGuests: noop,
  time: null,
  onTime: noop,
  onRetry: noop,
  onEnquiry: noop,
  notice: null,
};

const meta = {
  title: "Booking widget/Steps",
  parameters: { layout: "padded" },
  // Every story renders inside a shadow root with the widget's own styles, as widget.js does.
  decorators: [inShadowPreview],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole widget against the fake API, in `lang` (also the shadow root's language). */
function wholeFlow(lang: "de" | "en", color?: string): Story {
  return {
    parameters: { lang },
    render: () => (
      <BookingApp
        options={readWidgetOptions({ restaurant: "r1", lang, color }, "https://api.test")}
        api={createApiClient("https://api.test", createFakeApi().fetch)}
        today={today}
      />
    ),
  };
}

/** The first step in one state of its slots (and whatever else `props` sets). */
function pickStep(props: Pick<PickStepProps, "slots"> & Partial<PickStepProps>): Story {
  return { render: () => <PickStep {...pick} {...props} /> };
}

/** The details form for Trattoria Demo, with `props` on top. */
function detailsStep(props: Partial<DetailsStepProps> = {}): Story {
  return {
    render: () => (
      <DetailsStep
        t={t}
        restaurantName="Trattoria Demo"
        privacyUrl="https://www.trattoria.example/"
        details={emptyDetails}
        onChange={noop}
        onBack={noop}
        onNext={noop}
        {...props}
      />
    ),
  };
}

/** Anna's enquiry for 20 guests: the details step as the enquiry form, with `form` on top. */
function enquiryForm(form: Partial<EnquiryForm> = {}, props: Partial<DetailsStepProps> = {}): Story {
  return detailsStep({
    details,
    enquiry: {
      date: today,
      guests: 20,
      time: "19:30",
      onTime: noop,
      submitting: false,
      failure: null,
      ...form,
    },
    ...props,
  });
}

/** Anna's waitlist entry for 2 guests, 18:00 to 21:00: the details step as the waitlist's form. */
function waitlistForm(form: Partial<EnquiryForm> = {}, props: Partial<DetailsStepProps> = {}): Story {
  return enquiryForm({ guests: 2, time: "18:00", until: { time: "21:00", onTime: noop }, ...form }, props);
}

/** The summary of Anna's booking, with `props` on top. */
function summaryStep(props: Partial<SummaryStepProps> = {}): Story {
  return {
    render: () => (
      <SummaryStep
        t={t}
        summary={summary}
        submitting={false}
        failure={null}
        onBack={noop}
        onSubmit={noop}
        {...props}
      />
    ),
  };
}

/** The last step for Anna's booking, confirmed at once or waiting for the restaurant. */
function successStep(confirmed: boolean): Story {
  return {
    render: () => (
      <SuccessStep
        t={t}
        summary={summary}
        confirmed={confirmed}
        reference="K7M2QX"
        calendarHref="data:text/calendar,"
        accountHref="https://tischservice.example/app/register?type=guest&email=anna%40example.test"
        onAgain={noop}
      />
    ),
  };
}

export const WholeFlow = wholeFlow("de");
export const WholeFlowEnglish = wholeFlow("en", "#1e3a8a");

export const SlotsLoading = pickStep({ slots: { state: "loading" } });
export const SlotsReady = pickStep({ slots: { state: "ready", slots: defaultSlots }, time: "19:00" });
export const NoSlots = pickStep({ slots: { state: "ready", slots: [] } });
export const ClosedDay = pickStep({ slots: { state: "closed" } });
export const SlotsFailed = pickStep({ slots: { state: "error" } });
export const SlotTaken = pickStep({ slots: { state: "ready", slots: defaultSlots }, notice: t.slotTaken });

export const Details = detailsStep();
export const DetailsWithErrors = detailsStep({
  details: { ...emptyDetails, email: "anna@" },
  initialErrors: { name: t.nameRequired, email: t.emailInvalid, consent: t.consentRequired },
});

export const EnquiryRequired = pickStep({ guests: 20, slots: { state: "enquiry", max: 12 } });
export const Enquiry = enquiryForm({ time: "" }, { details: emptyDetails });
export const EnquirySubmitting = enquiryForm({ submitting: true });
export const EnquiryRefused = enquiryForm({
  failure: { message: "", retry: false, fields: { email: t.emailInvalid, time: t.timeInvalid } },
});
export const EnquiryOutsideTheFields = enquiryForm({
  failure: {
    message: "An diesem Tag ist das Restaurant geschlossen. Bitte wählen Sie einen anderen Tag.",
    retry: false,
  },
});
export const EnquiryNetworkFailure = enquiryForm({ failure: { message: t.networkError, retry: true } });
export const EnquirySent: Story = {
  render: () => <EnquirySentStep t={t} summary={{ ...summary, guests: 20 }} onAgain={noop} />,
};

/** A fully booked day for the party: every slot taken, the waitlist offered below them. */
export const WaitlistOffered = pickStep({
  slots: {
    state: "ready",
    slots: defaultSlots.map((slot) => ({ ...slot, available: false, status: "Ausgebucht" })),
  },
  onWaitlist: noop,
});
export const Waitlist = waitlistForm();
/** "Bis" before "Von", as the form names it before sending. */
export const WaitlistWindowInvalid = waitlistForm(
  { until: { time: "17:30", onTime: noop } },
  { initialErrors: { to: t.windowInvalid } },
);
export const WaitlistRefused = waitlistForm({
  failure: { message: "", retry: false, fields: { email: t.emailInvalid, to: t.windowInvalid } },
});
export const WaitlistSubmitting = waitlistForm({ submitting: true });
export const WaitlistNetworkFailure = waitlistForm({ failure: { message: t.networkError, retry: true } });
export const Waitlisted: Story = {
  render: () => (
    <EnquirySentStep t={t} summary={{ ...summary, time: "18:00–21:00" }} waitlist onAgain={noop} />
  ),
};

export const Summary = summaryStep();
export const Submitting = summaryStep({ submitting: true });
export const NetworkFailure = summaryStep({ failure: { message: t.networkError, retry: true } });

export const Confirmed = successStep(true);
export const AwaitingConfirmation = successStep(false);
