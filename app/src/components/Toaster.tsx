// Toasts: one visible at a time (a new one replaces the old), closing after 5 s,
// paused while hovered or focused; swipe right past 50 px to dismiss; F8 focuses the
// region, which is labelled "Notification".
import X from "lucide-react/icons/x";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";

export interface Toast {
  title?: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
  position?: "top-center" | "bottom-right";
}
interface Shown extends Toast {
  id: number;
}

export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

const ToastContext = createContext<(toast: Toast) => void>(() => {});

/** `toast({title, description, variant})` from anywhere in the app. */
export function useToast() {
  return useContext(ToastContext);
}

export function ToastProvider({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  const [toast, setToast] = useState<Shown | null>(null);
  const nextId = useRef(1);
  const show = useCallback((t: Toast) => setToast({ ...t, id: nextId.current++ }), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastRegion toast={toast} onClose={() => setToast(null)} closeLabel={closeLabel} />
    </ToastContext.Provider>
  );
}

function ToastRegion({ toast, onClose, closeLabel }: { toast: Shown | null; onClose: () => void; closeLabel: string }) {
  const region = useRef<HTMLElement>(null);
  const [paused, setPaused] = useState(false);
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") {
        e.preventDefault();
        region.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  // The timer restarts for each toast and stops while paused.
  useEffect(() => {
    if (!toast || paused) return;
    const timer = setTimeout(onClose, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, paused, onClose]);

  useEffect(() => setDx(0), [toast?.id]);

  const position = toast?.position ?? "bottom-right";
  return (
    <section
      ref={region}
      className={`toast-region toast-${position}`}
      aria-label="Notification"
      tabIndex={-1}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {toast && (
        <div
          key={toast.id}
          className={`toast toast-${toast.variant ?? "default"}`}
          role={toast.variant === "destructive" ? "alert" : "status"}
          aria-live={toast.variant === "destructive" ? "assertive" : "polite"}
          style={dx ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.2, 1 - dx / 200) } : undefined}
          onPointerDown={(e) => {
            start.current = e.clientX;
          }}
          onPointerMove={(e) => {
            if (start.current !== null) setDx(Math.max(0, e.clientX - start.current));
          }}
          onPointerUp={() => {
            if (dx > SWIPE_THRESHOLD_PX) onClose();
            else setDx(0);
            start.current = null;
          }}
          onPointerCancel={() => {
            start.current = null;
            setDx(0);
          }}
        >
          <div className="toast-text">
            {toast.title && <p className="toast-title">{toast.title}</p>}
            {toast.description && <p className="toast-description">{toast.description}</p>}
          </div>
          <button type="button" className="toast-close" aria-label={closeLabel} onClick={onClose}>
            <X size={16} aria-hidden />
          </button>
        </div>
      )}
    </section>
  );
}
