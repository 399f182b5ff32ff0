import { LANDING_SECTION_SCROLL_OFFSET_PX } from "@tischservice/core/rules";
import { useEffect, useState } from "react";

/**
 * The section the visitor is reading: the last of `ids` whose top has passed the top of the viewport plus
 * a 100 px offset (docs/requirements.md#timings). Updated on scroll and resize, at most once per frame.
 */
export function useActiveSection(ids: readonly string[], offset = LANDING_SECTION_SCROLL_OFFSET_PX): string {
  const [active, setActive] = useState(ids[0] ?? "");
  const key = ids.join(" ");
  useEffect(() => {
    const sectionIds = key.split(" ");
    let frame = 0;
    const measure = () => {
      frame = 0;
      const line = window.scrollY + offset;
      let current = sectionIds[0] ?? "";
      for (const id of sectionIds) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top + window.scrollY <= line) current = id;
      }
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // The first measure in the next frame, not during hydration: reading positions then would force a
    // layout of the whole page in the middle of the start-up tasks.
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key, offset]);
  return active;
}
