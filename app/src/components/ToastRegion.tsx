import * as Toast from "@radix-ui/react-toast";
import X from "lucide-react/icons/x";
import { useEffect, useRef } from "react";
import { type ShownToast, SWIPE_THRESHOLD_PX, TOAST_DURATION_MS } from "./Toaster";

/** The toast region (Radix Toast) and the one toast shown in it. */
export function ToastRegion({
  toast,
  onClose,
  closeLabel,
  label,
}: {
  toast: ShownToast | null;
  onClose: (id: number) => void;
  closeLabel: string;
  /** Read before each toast's text by screen readers, in the visitor's language. */
  label: string;
}) {
  const list = useRef<HTMLOListElement>(null);

  // F8 focuses the region itself, the element labelled "Notification" (Radix's own
  // hotkey would focus the list inside it).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "F8" || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      e.preventDefault();
      list.current?.parentElement?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const destructive = toast?.variant === "destructive";
  return (
    <Toast.Provider label={label} duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toast && (
        <Toast.Root
          key={toast.id}
          className={`toast toast-${toast.variant ?? "default"}`}
          type={destructive ? "foreground" : "background"}
          onOpenChange={(open) => !open && onClose(toast.id)}
        >
          <div className="toast-text">
            {toast.title && <Toast.Title className="toast-title">{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description className="toast-description">{toast.description}</Toast.Description>}
          </div>
          <Toast.Close className="toast-close" aria-label={closeLabel}>
            <X size={16} aria-hidden />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport ref={list} hotkey={[]} label="Notification" className={`toast-region toast-${toast?.position ?? "bottom-right"}`} />
    </Toast.Provider>
  );
}
