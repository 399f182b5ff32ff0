import type { Meta, StoryObj } from "@storybook/react-vite";
import { userSchema } from "@tischservice/core";
import { UserList } from "./user-list.tsx";

const users = [
  {
    _id: "u-1",
    name: "Ada Admin",
    email: "admin@tischservice.example",
    role: "Admin",
    created_at: "2026-01-02T08:00:00Z",
  },
  {
    _id: "u-2",
    name: "Giulia Rossi",
    email: "inhaber@trattoria.example",
    role: "Gastro",
    created_at: "2026-02-10T08:00:00Z",
  },
  { _id: "u-3", name: "service", email: "service@trattoriademo", role: "Gastro", isSubuser: true },
  {
    _id: "u-4",
    name: "Gina Gast",
    email: "gast@gast.example",
    role: "customer",
    created_at: "2026-05-01T08:00:00Z",
  },
].map((user) => userSchema.parse(user));

const meta = {
  title: "Dashboard/Admin/User list",
  component: UserList,
  parameters: { layout: "padded" },
  args: { users },
} satisfies Meta<typeof UserList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { users: [] } };
