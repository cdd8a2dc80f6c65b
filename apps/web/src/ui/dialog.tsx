import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A line under the title that screen readers read with it; without one the dialog has no description. */
  description?: ReactNode;
  /** Extra classes for the panel, e.g. a width. */
  className?: string;
  /** Extra classes for the overlay, e.g. a print hook. */
  overlayClassName?: string;
}

const overlayClass =
  'fixed inset-0 z-50 flex items-end justify-center bg-stone-950/50 sm:items-center sm:p-4';

/**
 * The dim layer under a modal's panel. A plain element rather than Radix's Overlay, whose scroll lock measures the
 * page while React renders and adds a style sheet that makes the browser restyle the whole page again: on a cheap
 * tablet that doubled the time from the Cash tap to the sale-complete sheet. The page behind stays still through
 * one CSS rule instead (styles.css: a body holding a modal overlay does not scroll); focus trap, Escape, a tap
 * outside and hiding the rest from screen readers stay Radix's, on the Content.
 */
export function ModalOverlay({ className, children }: { className?: string; children: ReactNode }) {
  return (
    // While a modal is open Radix turns pointer events off on the body; the overlay takes them back, so a tap outside
    // the panel lands on it (and closes the dialog) rather than on the screen behind.
    <div data-modal-overlay="" className={cn(overlayClass, className)} style={{ pointerEvents: 'auto' }}>
      {children}
    </div>
  );
}
export const panelClass =
  'relative max-h-[90dvh] w-full max-w-md overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:rounded-2xl dark:bg-stone-900';
export const titleClass = 'text-lg font-semibold text-stone-900 dark:text-stone-50';

/**
 * A modal dialog on Radix Dialog: focus trap, Escape, a click outside, focus return, `role="dialog"` and
 * `aria-modal` come from the library. Mark the element to focus first with `data-autofocus`.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  description,
  className,
  overlayClassName,
}: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        {/* The panel sits inside the overlay so the overlay can centre it; a click on the overlay closes. */}
        <ModalOverlay className={overlayClassName}>
          <DialogPrimitive.Content
            className={cn(panelClass, className)}
            // Radix points aria-describedby at a Description; with none there is nothing to point at.
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={focusMarked}
          >
            <div className="mb-4 flex items-start justify-between gap-4">
              {/* A long title or description wraps; it never squeezes Close below a finger's 44 px. */}
              <div className="min-w-0">
                <DialogPrimitive.Title className={titleClass}>{title}</DialogPrimitive.Title>
                {description ? (
                  <DialogPrimitive.Description className="mt-1 text-sm text-stone-600 dark:text-stone-400">
                    {description}
                  </DialogPrimitive.Description>
                ) : null}
              </div>
              <DialogPrimitive.Close
                aria-label="Close"
                data-modal-close=""
                className="-mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 dark:text-stone-400 dark:hover:bg-stone-800"
              >
                <X aria-hidden="true" className="size-5" />
              </DialogPrimitive.Close>
            </div>
            {children}
          </DialogPrimitive.Content>
        </ModalOverlay>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Radix focuses the first tabbable element; a `data-autofocus` element (the safe answer) goes first instead. */
export function focusMarked(event: Event): void {
  const marked = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-autofocus]');
  if (!marked) return;
  event.preventDefault();
  marked.focus();
}
