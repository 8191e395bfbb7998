// Toasts: one visible at a time (a new one replaces the old), closing after 5 s,
// paused while hovered or focused; swipe right past 50 px to dismiss; F8 focuses the
// region, which is labelled "Notification". The region and the toast are Radix Toast
// (see ToastRegion), which arrives with the widgets; a toast asked for before then is
// shown as soon as they are there.
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { requestWidgets, useWidgets } from "../lib/widgets";

export interface Toast {
  title?: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
  position?: "top-center" | "bottom-right";
}
export interface ShownToast extends Toast {
  id: number;
}

export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

const ToastContext = createContext<(toast: Toast) => void>(() => {});

/** `toast({title, description, variant})` from anywhere in the app. */
export function useToast() {
  return useContext(ToastContext);
}

export function ToastProvider({ children, closeLabel, label }: { children: ReactNode; closeLabel: string; label: string }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const nextId = useRef(1);
  const widgets = useWidgets();
  const show = useCallback((t: Toast) => {
    setToast({ ...t, id: nextId.current++ });
    requestWidgets();
  }, []);
  const close = useCallback((id: number) => setToast((shown) => (shown?.id === id ? null : shown)), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {widgets && <widgets.ToastRegion toast={toast} onClose={close} closeLabel={closeLabel} label={label} />}
    </ToastContext.Provider>
  );
}
