// The floor plan benchmark's page: the real FloorPlanCanvas with 300 tables in 6 rooms. The bench
// script (../floor-plan-bench.mjs) calls `window.floorPlanBench.run()` and prints what it answers.
import { type FloorPlanView, fitFloorPlanView, zoomFloorPlanView } from "@tischservice/core";
import Konva from "konva";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { FloorPlanCanvas } from "../../src/features/staff/floor-plan/floor-plan-canvas.tsx";
import {
  type FloorPlanTable,
  floorPlanBounds,
} from "../../src/features/staff/floor-plan/floor-plan-model.ts";
import { demoLayout } from "../../src/test/demo-layout.ts";

const WIDTH = 1200;
const HEIGHT = 800;
const layout = demoLayout(6, 50);
const layoutBounds = floorPlanBounds(layout.rooms, layout.tables);
const grid = layoutBounds
  ? {
      minX: layoutBounds.minX - 300,
      minY: layoutBounds.minY - 300,
      maxX: layoutBounds.maxX + 300,
      maxY: layoutBounds.maxY + 300,
    }
  : { minX: 0, minY: 0, maxX: 800, maxY: 600 };

let setViewOutside: (view: FloorPlanView) => void = () => undefined;
let setTablesOutside: (update: (tables: FloorPlanTable[]) => FloorPlanTable[]) => void = () => undefined;

const ignoreTap = () => undefined;

function Harness() {
  const [view, setView] = useState(() => fitFloorPlanView(layoutBounds, WIDTH, HEIGHT));
  const [tables, setTables] = useState(layout.tables);
  setViewOutside = setView;
  setTablesOutside = setTables;
  return (
    <FloorPlanCanvas
      rooms={layout.rooms}
      tables={tables}
      bounds={grid}
      width={WIDTH}
      height={HEIGHT}
      view={view}
      onViewChange={setView}
      onTableTap={ignoreTap}
    />
  );
}

interface FrameSample {
  interval: number;
  drawMs: number;
  nodes: number;
  roomLayerDraws: number;
}

const counters = { nodes: 0, drawMs: 0, roomLayerDraws: 0 };

/** Counts every node drawn: shapes, and cached groups (drawn as one bitmap, children not visited). */
function instrument(stage: Konva.Stage) {
  const shapeDraw = Konva.Shape.prototype.drawScene;
  Konva.Shape.prototype.drawScene = function (this: Konva.Shape, ...args: Parameters<typeof shapeDraw>) {
    counters.nodes += 1;
    return shapeDraw.apply(this, args);
  };
  const node = Konva.Node.prototype as unknown as { _drawCachedSceneCanvas: (...args: unknown[]) => unknown };
  const cachedDraw = node._drawCachedSceneCanvas;
  node._drawCachedSceneCanvas = function (this: unknown, ...args: unknown[]) {
    counters.nodes += 1;
    return cachedDraw.apply(this, args);
  };
  const [roomLayer, ...otherLayers] = stage.getLayers();
  for (const layer of [roomLayer, ...otherLayers]) {
    if (!layer) continue;
    const draw = layer.drawScene.bind(layer);
    layer.drawScene = (...args: Parameters<typeof draw>) => {
      const start = performance.now();
      const result = draw(...args);
      counters.drawMs += performance.now() - start;
      if (layer === roomLayer) counters.roomLayerDraws += 1;
      return result;
    };
  }
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Applies one change per frame and samples the frame interval and the drawing it caused. */
async function script(steps: Array<() => void>): Promise<FrameSample[]> {
  const samples: FrameSample[] = [];
  let last = await nextFrame();
  for (const step of [...steps, () => undefined]) {
    step();
    const now = await nextFrame();
    // Konva draws in its own animation frame callback; give it the frame, then read the counters.
    samples.push({ interval: now - last, ...counters });
    counters.nodes = 0;
    counters.drawMs = 0;
    counters.roomLayerDraws = 0;
    last = now;
  }
  return samples.slice(1);
}

async function run() {
  const stage = Konva.stages[0];
  if (!stage) throw new Error("Keine Tischkarte");
  instrument(stage);
  const start = fitFloorPlanView(layoutBounds, WIDTH, HEIGHT);
  const centre = { x: WIDTH / 2, y: HEIGHT / 2 };
  const pan = Array.from(
    { length: 120 },
    (_, i) => () => setViewOutside({ ...start, x: start.x - i * 8, y: start.y - i * 3 }),
  );
  const zoom = Array.from({ length: 120 }, (_, i) => () => {
    const scale = start.scale * (i < 60 ? 1 + i * 0.04 : 3.4 - (i - 60) * 0.05);
    setViewOutside(zoomFloorPlanView(start, scale, centre));
  });
  const idle = await script(Array.from({ length: 60 }, () => () => undefined));
  const panZoom = await script([...pan, ...zoom]);
  const recolour = await script([
    () =>
      setTablesOutside((tables) =>
        tables.map((t, i) =>
          i === 7 ? { ...t, state: t.state === "occupied" ? "available" : "occupied" } : t,
        ),
      ),
  ]);
  return {
    tables: layout.tables.length,
    rooms: layout.rooms.length,
    konvaNodes: stage.find("Shape").length + stage.find("Group").length,
    idle,
    panZoom,
    recolour,
  };
}

declare global {
  interface Window {
    floorPlanBench: { run: typeof run };
  }
}

window.floorPlanBench = { run };
const root = document.getElementById("root");
if (root) createRoot(root).render(<Harness />);
