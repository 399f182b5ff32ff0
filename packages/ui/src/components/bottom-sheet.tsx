import { X } from "lucide-react";
import { Dialog as SheetPrimitive } from "radix-ui";
import { type ComponentProps, createContext, useContext, useEffect } from "react";
import { cn } from "../lib/cn.ts";
import { uiTexts } from "../lib/texts.ts";
import { useControllableState } from "../lib/use-controllable-state.ts";
import { useSheetDrag } from "../lib/use-sheet-drag.ts";

const SheetContext = createContext<{ open: boolean; close: () => void }>({ open: false, close: () => {} });

/** A panel that slides up from the bottom (the mobile "Mehr" sheet). Controlled or uncontrolled. */
function BottomSheet({
  open,
  defaultOpen = false,
  onOpenChange,
  ...props
}: ComponentProps<typeof SheetPrimitive.Root>) {
  const [current, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  return (
    <SheetContext.Provider value={{ open: current, close: () => setOpen(false) }}>
      <SheetPrimitive.Root data-slot="bottom-sheet" open={current} onOpenChange={setOpen} {...props} />
    </SheetContext.Provider>
  );
}

function BottomSheetTrigger(props: ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="bottom-sheet-trigger" {...props} />;
}

function BottomSheetClose(props: ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="bottom-sheet-close" {...props} />;
}

export interface BottomSheetContentProps extends ComponentProps<typeof SheetPrimitive.Content> {
  closeLabel?: string;
  /** Name of the drag handle for screen readers; the close button is the keyboard way to close. */
  handleLabel?: string;
}

/**
 * The sheet itself. Drag the handle down: past 25 % of the screen height, or faster than 50 px/s over
 * more than 50 px, it closes in 250 ms; otherwise it springs back. Escape and the close button close it too.
 */
function BottomSheetContent({
  className,
  children,
  style,
  closeLabel = uiTexts.close,
  handleLabel = uiTexts.dragHandle,
  ...props
}: BottomSheetContentProps) {
  const { open, close } = useContext(SheetContext);
  const { offset, phase, onPointerDown, reset } = useSheetDrag(close);
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay
        data-slot="bottom-sheet-overlay"
        className="fixed inset-0 z-50 bg-overlay data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
      />
      <SheetPrimitive.Content
        data-slot="bottom-sheet-content"
        data-drag={phase}
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl border-t border-border bg-popover pb-[max(1rem,env(safe-area-inset-bottom))] text-popover-foreground shadow-sheet outline-none data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in",
          phase === "returning" && "transition-transform duration-200 ease-out",
          className,
        )}
        style={{ transform: offset > 0 ? `translateY(${offset}px)` : undefined, ...style }}
        {...props}
      >
        <div
          data-slot="bottom-sheet-handle"
          role="presentation"
          title={handleLabel}
          onPointerDown={onPointerDown}
          className="flex cursor-grab touch-none justify-center pt-3 pb-2 active:cursor-grabbing"
        >
          <span className="h-1.5 w-12 rounded-full bg-muted-foreground/40" />
        </div>
        <SheetPrimitive.Close
          aria-label={closeLabel}
          className="focus-ring absolute end-3 top-3 flex size-8 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </SheetPrimitive.Close>
        <div className="overflow-y-auto px-4">{children}</div>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

function BottomSheetHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div data-slot="bottom-sheet-header" className={cn("grid gap-1 pe-10 pb-3", className)} {...props} />
  );
}

function BottomSheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="bottom-sheet-title"
      className={cn("text-lg font-semibold", className)}
      {...props}
    />
  );
}

function BottomSheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="bottom-sheet-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

export {
  BottomSheet,
  BottomSheetClose,
  BottomSheetContent,
  BottomSheetDescription,
  BottomSheetHeader,
  BottomSheetTitle,
  BottomSheetTrigger,
};
