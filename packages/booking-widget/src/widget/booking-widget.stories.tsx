import type { Meta, StoryObj } from "@storybook/react-vite";
import { createFakeApi, defaultSlots } from "../test/fake-api.ts";
import { ShadowPreview } from "../test/shadow-preview.tsx";
import { createApiClient } from "./api.ts";
import { BookingApp } from "./booking-app.tsx";
import { emptyDetails } from "./details.ts";
import { DetailsStep } from "./details-step.tsx";
import { readWidgetOptions } from "./options.ts";
import { PickStep } from "./pick-step.tsx";
import { SuccessStep } from "./success-step.tsx";
import { SummaryStep } from "./summary-step.tsx";
import { textsFor } from "./texts.ts";

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
  notice: null,
};

const meta = {
  title: "Booking widget/Steps",
  parameters: { layout: "padded" },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const WholeFlow: Story = {
  render: () => (
    <ShadowPreview>
      <BookingApp
        options={readWidgetOptions({ restaurant: "r1", lang: "de" }, "https://api.test")}
        api={createApiClient("https://api.test", createFakeApi().fetch)}
        today={today}
      />
    </ShadowPreview>
  ),
};

export const WholeFlowEnglish: Story = {
  render: () => (
    <ShadowPreview lang="en">
      <BookingApp
        options={readWidgetOptions({ restaurant: "r1", lang: "en", color: "#1e3a8a" }, "https://api.test")}
        api={createApiClient("https://api.test", createFakeApi().fetch)}
        today={today}
      />
    </ShadowPreview>
  ),
};

export const SlotsLoading: Story = {
  render: () => (
    <ShadowPreview>
      <PickStep {...pick} slots={{ state: "loading" }} />
    </ShadowPreview>
  ),
};

export const SlotsReady: Story = {
  render: () => (
    <ShadowPreview>
      <PickStep {...pick} slots={{ state: "ready", slots: defaultSlots }} time="19:00" />
    </ShadowPreview>
  ),
};

export const NoSlots: Story = {
  render: () => (
    <ShadowPreview>
      <PickStep {...pick} slots={{ state: "ready", slots: [] }} />
    </ShadowPreview>
  ),
};

export const ClosedDay: Story = {
  render: () => (
    <ShadowPreview>
      <PickStep {...pick} slots={{ state: "closed" }} />
    </ShadowPreview>
  ),
};

export const SlotsFailed: Story = {
  render: () => (
    <ShadowPreview>
      <PickStep {...pick} slots={{ state: "error" }} />
    </ShadowPreview>
  ),
};

export const SlotTaken: Story = {
  render: () => (
    <ShadowPreview>
      <PickStep {...pick} slots={{ state: "ready", slots: defaultSlots }} notice={t.slotTaken} />
    </ShadowPreview>
  ),
};

export const Details: Story = {
  render: () => (
    <ShadowPreview>
      <DetailsStep
        t={t}
        restaurantName="Trattoria Demo"
        privacyUrl="https://www.trattoria.example/"
        details={emptyDetails}
        onChange={noop}
        onBack={noop}
        onNext={noop}
      />
    </ShadowPreview>
  ),
};

export const DetailsWithErrors: Story = {
  render: () => (
    <ShadowPreview>
      <DetailsStep
        t={t}
        restaurantName="Trattoria Demo"
        privacyUrl="https://www.trattoria.example/"
        details={{ ...emptyDetails, email: "anna@" }}
        onChange={noop}
        onBack={noop}
        onNext={noop}
        initialErrors={{ name: t.nameRequired, email: t.emailInvalid, consent: t.consentRequired }}
      />
    </ShadowPreview>
  ),
};

export const Summary: Story = {
  render: () => (
    <ShadowPreview>
      <SummaryStep t={t} summary={summary} submitting={false} failure={null} onBack={noop} onSubmit={noop} />
    </ShadowPreview>
  ),
};

export const Submitting: Story = {
  render: () => (
    <ShadowPreview>
      <SummaryStep t={t} summary={summary} submitting failure={null} onBack={noop} onSubmit={noop} />
    </ShadowPreview>
  ),
};

export const NetworkFailure: Story = {
  render: () => (
    <ShadowPreview>
      <SummaryStep
        t={t}
        summary={summary}
        submitting={false}
        failure={{ message: t.networkError, retry: true }}
        onBack={noop}
        onSubmit={noop}
      />
    </ShadowPreview>
  ),
};

export const Confirmed: Story = {
  render: () => (
    <ShadowPreview>
      <SuccessStep
        t={t}
        summary={summary}
        confirmed
        reservationId="res-1"
        calendarHref="data:text/calendar,"
        accountHref="https://tischservice.example/app/register?type=guest&email=anna%40example.test"
        onAgain={noop}
      />
    </ShadowPreview>
  ),
};

export const AwaitingConfirmation: Story = {
  render: () => (
    <ShadowPreview>
      <SuccessStep
        t={t}
        summary={summary}
        confirmed={false}
        reservationId="res-1"
        calendarHref="data:text/calendar,"
        accountHref="https://tischservice.example/app/register?type=guest&email=anna%40example.test"
        onAgain={noop}
      />
    </ShadowPreview>
  ),
};
