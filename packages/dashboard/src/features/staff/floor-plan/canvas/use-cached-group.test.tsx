import type Konva from "konva";
import { Group, Layer, Rect, Stage } from "react-konva";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { useCachedGroup } from "./use-cached-group.ts";

let group: Konva.Group | null = null;

function Cached({ width, label }: { width: number; label: string }) {
  const ref = useCachedGroup([width]);
  return (
    <Stage width={200} height={100}>
      <Layer>
        <Group
          ref={(node) => {
            ref.current = node;
            group = node;
          }}
          name={label}
        >
          <Rect width={width} height={20} fill="black" />
        </Group>
      </Layer>
    </Stage>
  );
}

describe("useCachedGroup", () => {
  it("given a first render, caches the group; given a change of what it shows, caches it again, and only then", async () => {
    const screen = await render(<Cached width={40} label="a" />);
    expect(group?.isCached()).toBe(true);
    const cache = vi.spyOn(group as Konva.Group, "cache");
    await screen.rerender(<Cached width={40} label="b" />);
    expect(cache).not.toHaveBeenCalled();
    await screen.rerender(<Cached width={80} label="b" />);
    expect(cache).toHaveBeenCalledWith({ pixelRatio: 2 });
  });
});
