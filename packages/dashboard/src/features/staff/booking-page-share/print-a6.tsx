import type { ReactNode } from "react";
import { createPortal } from "react-dom";

/**
 * While mounted, printing gives one A6 page with `children` alone: they are placed next to the app (not
 * inside the shell, whose navigation would print too), shown only in print, and the app is left out there.
 * Only this route's print changes; every other page prints as before.
 */
const css = `
.print-a6{display:none}
@page{size:A6 portrait;margin:0}
@media print{
  body>:not(.print-a6){display:none!important}
  .print-a6{display:block;width:105mm;height:148mm;overflow:hidden}
  .print-a6>*{width:105mm!important;height:148mm!important;max-width:none!important}
}`;

export function PrintA6({ children }: { children: ReactNode }) {
  return (
    <>
      <style>{css}</style>
      {createPortal(<div className="print-a6">{children}</div>, document.body)}
    </>
  );
}
