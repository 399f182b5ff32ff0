import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Enquiry, WaitlistEntry } from "@tischservice/core";
import { expect, fn, within } from "storybook/test";
import { answeredEnquiryRecords, enquiryRecord } from "../../../test/enquiry-fixtures.ts";
import { StoryRouter } from "../../../test/story-router.tsx";
import { waitingEntryRecords, waitlistEntryRecord } from "../../../test/waitlist-fixtures.ts";
import { EnquiryList } from "../enquiries/enquiry-list.tsx";
import { WaitlistList } from "../waitlist/waitlist-list.tsx";
import type { RequestListState } from "./request-list.tsx";

const enquiries = [
  enquiryRecord({ _id: "e-1", customerName: "Familie Berger" }),
  enquiryRecord({
    _id: "e-2",
    customerName: "Verein Nord",
    numberOfGuests: 22,
    customerPhone: "",
    message: "",
    timeSlot: "18:30",
  }),
  ...answeredEnquiryRecords(),
];

const entries = [
  ...waitingEntryRecords(),
  waitlistEntryRecord({ _id: "w-4", customerName: "Jana Kim", status: "booked", reservationId: "res-9" }),
  waitlistEntryRecord({ _id: "w-5", customerName: "Otto Lang", status: "left" }),
  waitlistEntryRecord({ _id: "w-6", customerName: "Ida Sommer", status: "removed" }),
  waitlistEntryRecord({ _id: "w-7", customerName: "Max Winter", status: "expired" }),
];

interface RequestListStoryProps {
  kind: "enquiry" | "waitlist";
  load: "success" | "pending" | "error";
  /** Nothing at all of the kind. */
  empty?: boolean;
  /** Without handlers: the cards offer nothing. */
  readOnly?: boolean;
  targeted?: boolean;
  onAct: (request: Enquiry | WaitlistEntry) => void;
  onRetry: () => void;
}

function stateOf<T>(
  load: RequestListStoryProps["load"],
  items: readonly T[],
  onRetry: () => void,
): RequestListState<T> {
  if (load === "pending") return { status: "pending" };
  if (load === "error") return { status: "error", message: "Keine Berechtigung.", onRetry };
  return { status: "success", items };
}

/** Both kinds' sections, built on the one list: the story picks the kind and the list's state. */
function RequestListStory({
  kind,
  load,
  empty = false,
  readOnly = false,
  targeted,
  onAct,
  onRetry,
}: RequestListStoryProps) {
  if (kind === "enquiry") {
    return (
      <EnquiryList
        state={stateOf(load, empty ? [] : enquiries, onRetry)}
        timeZone="Europe/Berlin"
        {...(targeted === undefined ? {} : { targeted })}
        {...(readOnly ? {} : { onAccept: onAct, onDecline: onAct })}
      />
    );
  }
  return (
    <WaitlistList
      state={stateOf(load, empty ? [] : entries, onRetry)}
      date="2026-05-14"
      timeZone="Europe/Berlin"
      {...(targeted === undefined ? {} : { targeted })}
      {...(readOnly ? {} : { onOffer: onAct, onRemove: onAct })}
    />
  );
}

const meta = {
  component: RequestListStory,
  parameters: { layout: "padded" },
  args: { kind: "enquiry", load: "success", onAct: fn(), onRetry: fn() },
  decorators: [
    (Story) => (
      <StoryRouter path="/reservations">
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof RequestListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enquiries: two open ones with their count, two answered ones folded away. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const section = within(await canvas.findByRole("region", { name: "Anfragen (2)" }));
    await userEvent.click(section.getByRole("button", { name: "Annehmen: Familie Berger" }));
    await expect(args.onAct).toHaveBeenCalledWith(expect.objectContaining({ _id: "e-1" }));
    await userEvent.click(section.getByText("Beantwortete Anfragen (2)"));
    await expect(section.getByRole("article", { name: "Chor Ost" })).toBeVisible();
  },
};

/** The waitlist: two waiting parties with their count and the day, four ended entries folded away. */
export const Waitlist: Story = {
  args: { kind: "waitlist" },
  play: async ({ canvas, args, userEvent }) => {
    const section = within(await canvas.findByRole("region", { name: "Warteliste (2)" }));
    await expect(section.getByText("Donnerstag, 14. Mai 2026")).toBeVisible();
    await userEvent.click(section.getByRole("button", { name: "Tisch anbieten: Familie Roth" }));
    await expect(args.onAct).toHaveBeenCalledWith(expect.objectContaining({ _id: "w-1" }));
    await userEvent.click(section.getByRole("button", { name: "Entfernen: Paul Weber" }));
    await expect(args.onAct).toHaveBeenCalledWith(expect.objectContaining({ _id: "w-2" }));
    await userEvent.click(section.getByText("Beendete Einträge (4)"));
    await expect(section.getByRole("link", { name: "Zur Reservierung: Jana Kim" })).toBeVisible();
  },
};

/** Read only: no actions (no handlers). */
export const Disabled: Story = {
  args: { kind: "waitlist", readOnly: true },
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Warteliste (2)" });
    await expect(canvas.queryByRole("button", { name: /Tisch anbieten|Entfernen/ })).toBeNull();
  },
};

/** Opened at the section's anchor while the list loads. */
export const Loading: Story = { args: { load: "pending", targeted: true } };

/** Opened at the anchor with nothing to answer. */
export const Empty: Story = {
  args: { empty: true, targeted: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Keine offenen Anfragen.")).toBeVisible();
  },
};

/** The list could not be read: the reason and a retry. */
export const ErrorState: Story = {
  name: "Error",
  args: { load: "error" },
  play: async ({ canvas, args, userEvent }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Keine Berechtigung.");
    await userEvent.click(canvas.getByRole("button", { name: "Erneut versuchen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
