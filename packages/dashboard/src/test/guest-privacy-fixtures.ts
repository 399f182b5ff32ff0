import type { GuestDataExport } from "@tischservice/core";

/** A guest with two reservations and two mails at the Trattoria, as the export answers. */
export const guestExport: GuestDataExport = {
  email: "erika@beispiel.de",
  phone: "",
  restaurantId: "r1",
  exportedAt: "2026-11-24T10:00:00.000Z",
  account: null,
  reservations: [
    {
      _id: "res1",
      restaurantId: "r1",
      restaurantName: "Trattoria Bella Vista",
      customerName: "Erika Mustermann",
      customerEmail: "erika@beispiel.de",
      customerPhone: "+49 30 1234567",
      numberOfGuests: 2,
      reservationDate: "2026-12-24",
      timeSlot: "19:00",
      status: "confirmed",
      specialRequests: "Nussallergie",
      source: "widget",
      tableNames: ["Tisch 4"],
      createdAt: "2026-11-20T09:00:00.000Z",
      updatedAt: "2026-11-20T09:00:00.000Z",
      history: [{ type: "created", actor: "guest", at: "2026-11-20T09:00:00.000Z" }],
    },
    {
      _id: "res2",
      restaurantId: "r1",
      restaurantName: "Trattoria Bella Vista",
      customerName: "Erika Mustermann",
      customerEmail: "erika@beispiel.de",
      customerPhone: "",
      numberOfGuests: 4,
      reservationDate: "2026-10-03",
      timeSlot: "12:30",
      status: "cancelled",
      specialRequests: "",
      source: "widget",
      tableNames: [],
      createdAt: "2026-09-30T09:00:00.000Z",
      updatedAt: "2026-10-01T09:00:00.000Z",
      history: [],
    },
  ],
  mails: [
    {
      _id: "m1",
      to: "erika@beispiel.de",
      subject: "Ihre Reservierung",
      text: "Guten Tag",
      status: "sent",
      createdAt: "2026-11-20T09:00:00.000Z",
      sentAt: "2026-11-20T09:00:05.000Z",
    },
    {
      _id: "m2",
      to: "erika@beispiel.de",
      subject: "Storniert",
      text: "Guten Tag",
      status: "sent",
      createdAt: "2026-10-01T09:00:00.000Z",
      sentAt: "2026-10-01T09:00:05.000Z",
    },
  ],
  profiles: [
    {
      restaurantId: "r1",
      note: "Nussallergie",
      tags: ["VIP"],
      updatedAt: "2026-10-02T12:00:00.000Z",
      blocked: false,
      blockedReason: "",
      blockedAt: null,
    },
  ],
  enquiries: [],
  waitlist: [],
};

/** A guest who also sent a large group's enquiry, which the restaurant declined. */
export const guestExportWithEnquiry: GuestDataExport = {
  ...guestExport,
  enquiries: [
    {
      _id: "enq1",
      restaurantId: "r1",
      restaurantName: "Trattoria Bella Vista",
      customerName: "Erika Mustermann",
      customerEmail: "erika@beispiel.de",
      customerPhone: "+49 30 1234567",
      numberOfGuests: 18,
      reservationDate: "2026-12-31",
      timeSlot: "19:30",
      message: "Silvester mit dem Verein",
      status: "declined",
      answerMessage: "Leider ausgebucht.",
      createdAt: "2026-11-20T09:00:00.000Z",
      answeredAt: "2026-11-20T12:00:00.000Z",
    },
  ],
};

/** The export of someone the restaurant knows nothing about. */
export const emptyExport: GuestDataExport = {
  ...guestExport,
  email: "niemand@beispiel.de",
  reservations: [],
  mails: [],
  profiles: [],
  enquiries: [],
};

/** The platform-wide export of a guest who also has a customer account. */
export const guestExportWithAccount: GuestDataExport = {
  ...guestExport,
  account: { _id: "u1", name: "Erika M.", email: "erika@beispiel.de", createdAt: "2026-01-01T00:00:00.000Z" },
};
