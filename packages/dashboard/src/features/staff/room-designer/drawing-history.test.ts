import { describe, expect, it } from "vitest";
import {
  type DrawingAction,
  drawingReducer,
  initialDrawingHistory,
  nextDrawingPoint,
} from "./drawing-history.ts";

const run = (...actions: DrawingAction[]) => actions.reduce(drawingReducer, initialDrawingHistory);
const add = (x: number, y: number): DrawingAction => ({ type: "add", point: { x, y } });

describe("room drawing (snap to the 30 px grid, straighten, double-click closes)", () => {
  it("given clicks off the grid, snaps them and straightens a near-horizontal segment", () => {
    const history = run(add(44, 31), add(200, 50));
    expect(history.present.points).toEqual([
      { x: 30, y: 30 },
      { x: 210, y: 30 },
    ]);
  });

  it("given a near-diagonal (ratio at least 0.7), puts it on 45 degrees", () => {
    expect(nextDrawingPoint([{ x: 0, y: 0 }], { x: 120, y: 90 })).toEqual({ x: 120, y: 120 });
  });

  it("given the double-click's second click on the same point, adds nothing", () => {
    const history = run(add(30, 30), add(30, 30));
    expect(history.present.points).toHaveLength(1);
  });

  it("given 2 points, close does nothing; with 3 it closes and further clicks are ignored", () => {
    expect(run(add(0, 0), add(90, 0), { type: "close" }).present.closed).toBe(false);
    const closed = run(add(0, 0), add(90, 0), add(90, 90), { type: "close" }, add(300, 300));
    expect(closed.present).toEqual({
      closed: true,
      points: [
        { x: 0, y: 0 },
        { x: 90, y: 0 },
        { x: 90, y: 90 },
      ],
    });
  });

  it("given undo twice and redo once, steps back and forth; a new click drops the redo stack", () => {
    const history = run(
      add(0, 0),
      add(90, 0),
      add(90, 90),
      { type: "undo" },
      { type: "undo" },
      { type: "redo" },
    );
    expect(history.present.points).toHaveLength(2);
    expect(history.future).toHaveLength(1);
    const branched = drawingReducer(history, add(0, 90));
    expect(branched.future).toHaveLength(0);
  });

  it("given clear, empties the drawing and undo brings it back", () => {
    const cleared = run(add(0, 0), add(90, 0), { type: "clear" });
    expect(cleared.present.points).toEqual([]);
    expect(drawingReducer(cleared, { type: "undo" }).present.points).toHaveLength(2);
  });
});
