import type { Meta, StoryObj } from "@storybook/react-vite";
import { adminTexts, listPageTexts, userSchema } from "@tischservice/core";
import { expect, fn } from "storybook/test";
import { AdminListPanel } from "./admin-list-panel.tsx";
import { UserList } from "./user-list.tsx";

const users = [
  { _id: "u-1", name: "Ada Admin", email: "admin@tischservice.de", role: "Admin", emailVerified: true },
  {
    _id: "u-2",
    name: "Giulia Rossi",
    email: "inhaber@trattoria.example",
    role: "Gastro",
    emailVerified: true,
  },
].map((user) => userSchema.parse(user));

const list = (shown: number) => ({
  isPending: false,
  isError: false,
  refetch: fn(),
  total: 2000,
  hasMore: true,
  loadingMore: false,
  loadMore: fn(),
  shown,
});

const meta = {
  component: AdminListPanel,
  parameters: { layout: "padded" },
  args: {
    title: adminTexts.usersTitle,
    searchLabel: listPageTexts.userSearchLabel,
    searchPlaceholder: listPageTexts.userSearchPlaceholder,
    search: "",
    onSearch: fn(),
    list: list(users.length),
    children: (
      <UserList users={users} currentUserId="u-1" busyUserId={null} onSetDeactivated={fn()} onDelete={fn()} />
    ),
  },
} satisfies Meta<typeof AdminListPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of 2,000 accounts: how many are shown and "Mehr laden". */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText("2 von 2.000")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Mehr laden" }));
    await expect(args.list.loadMore).toHaveBeenCalledOnce();
  },
};

/** "Suchen" sends the typed words; Enter does the same. */
export const Searching: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Benutzer durchsuchen" }), "Rossi{Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("Rossi");
  },
};

/** The first page on its way. */
export const Loading: Story = {
  args: { list: { ...list(0), isPending: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

/** The next page on its way: the button waits. */
export const LoadingMore: Story = {
  args: { list: { ...list(users.length), loadingMore: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Weitere Einträge werden geladen/ })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** A search without matches: the list's own empty state, the search kept. */
export const Empty: Story = {
  args: {
    search: "Atlantis",
    list: { ...list(0), total: 0, hasMore: false },
    children: (
      <UserList users={[]} currentUserId="u-1" busyUserId={null} onSetDeactivated={fn()} onDelete={fn()} />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Keine Benutzer gefunden")).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Benutzer durchsuchen" })).toHaveValue("Atlantis");
    await expect(canvas.getByText("0 von 0")).toBeVisible();
  },
};

/** The server did not answer: the error with "Erneut versuchen". */
export const LoadFailed: Story = {
  args: { list: { ...list(0), isError: true } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Erneut versuchen" }));
    await expect(args.list.refetch).toHaveBeenCalledOnce();
  },
};
