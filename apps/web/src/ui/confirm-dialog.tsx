import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { buttonClass } from './button';
import { ModalOverlay, panelClass, titleClass } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** The spec's question, e.g. 'Are you sure you want to delete this product?'. */
  title: string;
  /** An optional line under the question: what happens, what is kept. */
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  tone?: 'danger' | 'primary';
}

/**
 * A confirmation on Radix Alert Dialog (`role="alertdialog"`): the question is its title, the safe answer has focus
 * so Enter never destroys work, Escape answers it, a click outside does nothing, and the destructive button is last.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <ModalOverlay>
          <AlertDialog.Content className={panelClass} {...(message ? {} : { 'aria-describedby': undefined })}>
            <AlertDialog.Title className={titleClass}>{title}</AlertDialog.Title>
            {message ? (
              <AlertDialog.Description className="mt-2 text-sm text-stone-700 dark:text-stone-300">
                {message}
              </AlertDialog.Description>
            ) : null}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClass('secondary')}>{cancelLabel}</AlertDialog.Cancel>
              <AlertDialog.Action className={buttonClass(tone)} onClick={onConfirm}>
                {confirmLabel}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </ModalOverlay>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export interface BlockingAlertProps {
  open: boolean;
  title: string;
  message: ReactNode;
  actionLabel: string;
  onAction: () => void;
}

/** An alert with one way out (e.g. Reload): Escape and a click outside do nothing, the action has focus. */
export function BlockingAlert({ open, title, message, actionLabel, onAction }: BlockingAlertProps) {
  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Portal>
        <ModalOverlay className="z-[100] bg-stone-950/60">
          <AlertDialog.Content className={panelClass} onEscapeKeyDown={(event) => event.preventDefault()}>
            <AlertDialog.Title className={titleClass}>{title}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 break-words text-sm text-stone-600 dark:text-stone-400">
              {message}
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end">
              <AlertDialog.Action className={buttonClass('primary')} onClick={onAction}>
                {actionLabel}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </ModalOverlay>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
