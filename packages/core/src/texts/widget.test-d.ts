import { expectTypeOf, test } from "vitest";
import type { WidgetTextCatalogue } from "./widget.ts";
import { widgetTexts } from "./widget.ts";

test("given the widget catalogue, both languages have the full catalogue type", () => {
  expectTypeOf(widgetTexts.de).toEqualTypeOf<WidgetTextCatalogue>();
  expectTypeOf(widgetTexts.en).toEqualTypeOf<WidgetTextCatalogue>();
});

test("given a catalogue missing a key, it is a type error", () => {
  const { retry: _retry, ...withoutRetry } = widgetTexts.de;
  // @ts-expect-error -- 'retry' is missing
  const incomplete: WidgetTextCatalogue = withoutRetry;
  expectTypeOf(incomplete).toEqualTypeOf<WidgetTextCatalogue>();
});
