// A panel that slides in from the right edge (the cart, the phone menu): a Radix modal
// dialog. Focus stays inside while it is open (Tab and Shift+Tab cycle), Escape or a
// click beside it closes it, the page behind is hidden from assistive technology, and
// focus returns to the button that opened it.
//
// Radix hides the page behind with aria-hidden, but keeps live regions (and what is
// inside them, such as the carousel's slides) exposed; the page is also made `inert`,
// so nothing behind the panel can be reached, read or clicked while it is open. The
// panel itself is portalled outside the page (#root).
//
// Radix's Overlay is not used: its scroll lock injects a <style> element, which the
// Content-Security-Policy (style-src with a hash) blocks. The backdrop is our own
// element (a press on it is outside the dialog, which closes it) and the page's
// scroll is locked with the `no-scroll` class.
import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useEffect, useRef } from "react";

export function Drawer({
  open,
  onOpenChange,
  layerClassName,
  backdropClassName,
  className,
  id,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  layerClassName: string;
  backdropClassName: string;
  className: string;
  id?: string;
  /** The panel's content, with a Dialog.Title (and Dialog.Description) among it. */
  children: ReactNode;
}) {
  // The opener is not a Radix Trigger (the button is server-rendered before this code
  // loads), so the element focused when the panel opened gets focus back.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return;
    const page = document.getElementById("root");
    document.body.classList.add("no-scroll");
    page?.setAttribute("inert", "");
    return () => {
      document.body.classList.remove("no-scroll");
      page?.removeAttribute("inert");
    };
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className={layerClassName}>
          <div className={backdropClassName} aria-hidden />
          <Dialog.Content
            id={id}
            className={className}
            onOpenAutoFocus={() => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (opener.current?.isConnected) opener.current.focus();
              opener.current = null;
            }}
          >
            {children}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
