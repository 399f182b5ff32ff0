import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { hirsch, partnerList, trattoria } from "../test/fixtures.ts";
import type { MockAnswer } from "../test/mock-fetch.ts";
import { withApi } from "../test/story-helpers.ts";
import { PartnerDirectory } from "./partner-directory.tsx";
import { RestaurantsPage } from "./restaurants-page.tsx";

const pageAnswer = (partners: unknown[], nextCursor: string | null = null): MockAnswer => ({
  body: { success: true, data: partners, nextCursor, total: null },
});

/** 30 partners in pages of 24, as the API answers them. */
const thirty = partnerList(30);
const paged = {
  "/api/restaurants": (_init: RequestInit | undefined, url: URL) =>
    url.searchParams.has("cursor") ? pageAnswer(thirty.slice(24)) : pageAnswer(thirty.slice(0, 24), "c-24"),
};

const meta = {
  title: "Site/Partner-Restaurants",
  component: RestaurantsPage,
  args: { cookieBannerDelayMs: 0 },
  parameters: { layout: "fullscreen" },
  beforeEach: withApi({ "/api/restaurants": pageAnswer([trattoria, hirsch]) }),
} satisfies Meta<typeof RestaurantsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** More partners than a page: "Weitere Restaurants laden" appends the next. */
export const WithMorePages: Story = { beforeEach: withApi(paged) };
/** Before the first page arrives (also what the prerendered HTML shows). */
export const Loading: Story = { beforeEach: withApi({ "/api/restaurants": { pending: true } }) };
/** No partner listed yet. */
export const Empty: Story = { beforeEach: withApi({ "/api/restaurants": pageAnswer([]) }) };
/** The first page failed: "Erneut versuchen" asks again. */
export const LoadFails: Story = { beforeEach: withApi({ "/api/restaurants": { networkError: true } }) };
export const Phone: Story = {
  beforeEach: withApi(paged),
  globals: { viewport: { value: "mobile1", isRotated: false } },
};

const directoryCallbacks = {
  onType: fn(),
  onSubmit: fn(),
  onLoadMore: fn(),
  onRetry: fn(),
  onOpen: fn(),
};

/** A search without a match. */
export const NoResults: Story = {
  render: () => (
    <div className="mx-auto max-w-6xl p-6">
      <PartnerDirectory
        typed="Sushi Flensburg"
        query="Sushi Flensburg"
        list={{ status: "ready", partners: [], nextCursor: null, more: "idle" }}
        {...directoryCallbacks}
      />
    </div>
  ),
};

/** The next page is on its way: the button says so, the cards stay. */
export const LoadingMore: Story = {
  render: () => (
    <div className="mx-auto max-w-6xl p-6">
      <PartnerDirectory
        typed=""
        query=""
        list={{ status: "ready", partners: [trattoria, hirsch], nextCursor: "c-2", more: "loading" }}
        {...directoryCallbacks}
      />
    </div>
  ),
};

/** The next page failed: the cards stay, an alert says so, the button tries again. */
export const NextPageFailed: Story = {
  render: () => (
    <div className="mx-auto max-w-6xl p-6">
      <PartnerDirectory
        typed=""
        query=""
        list={{ status: "ready", partners: [trattoria, hirsch], nextCursor: "c-2", more: "error" }}
        {...directoryCallbacks}
      />
    </div>
  ),
};
