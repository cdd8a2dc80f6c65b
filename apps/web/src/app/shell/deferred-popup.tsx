import {
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** A top-bar menu or popover as its own module renders it: the library's trigger and panel, open at once if asked. */
export type PopupComponent = ComponentType<{ defaultOpen: boolean }>;

export interface DeferredPopupProps {
  /** Imports the module that renders the real trigger and panel. */
  load: () => Promise<PopupComponent>;
  /**
   * The press the library itself opens on, so the first use feels the same as every later one: a menu button opens
   * on pointer down (Radix Dropdown Menu), a popover on click (Radix Popover).
   */
  opensOn: 'pointerdown' | 'click';
  haspopup: 'menu' | 'dialog';
  /** The trigger's accessible name when its content does not name it. */
  label?: string;
  className: string;
  /** The trigger's content, the same the real trigger shows. */
  children: ReactNode;
}

/**
 * The top bar's menus and popover need the headless library's positioning, focus and dismiss code (a fifth of the
 * till's first load), which no one needs until they reach for one. Until then a button of the same look and name
 * stands in; hovering, focusing or touching it fetches the code (from the service worker's precache on a till), and
 * the real one takes its place, keeping focus. A press that comes first opens the real one as soon as it arrives.
 */
export function DeferredPopup({ load, opensOn, haspopup, label, className, children }: DeferredPopupProps) {
  const [Popup, setPopup] = useState<PopupComponent | null>(null);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const loading = useRef<Promise<PopupComponent> | null>(null);
  const standIn = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLSpanElement>(null);
  const focusOnArrival = useRef(false);
  // A click-opened popover arriving between pointer down and click would take the click's target away, so the
  // swap waits for the click (which then opens it).
  const gesture = useRef(false);

  const show = useCallback((component: PopupComponent, open: boolean) => {
    focusOnArrival.current = document.activeElement === standIn.current;
    if (open) setOpenOnArrival(true);
    setPopup(() => component);
  }, []);

  const fetchPopup = useCallback(() => {
    loading.current ??= load().catch((error: unknown) => {
      // Offline with no cached copy: the stand-in stays, and the next reach for it tries again.
      loading.current = null;
      throw error;
    });
    return loading.current;
  }, [load]);

  const prefetch = useCallback(() => {
    fetchPopup().then(
      (component) => {
        if (!gesture.current) show(component, false);
      },
      () => undefined,
    );
  }, [fetchPopup, show]);

  const press = useCallback(() => {
    gesture.current = false;
    fetchPopup().then(
      (component) => show(component, true),
      () => undefined,
    );
  }, [fetchPopup, show]);

  useLayoutEffect(() => {
    if (Popup && focusOnArrival.current) wrapper.current?.querySelector<HTMLElement>('button')?.focus();
  }, [Popup]);

  if (Popup) {
    return (
      <span ref={wrapper} className="contents">
        <Popup defaultOpen={openOnArrival} />
      </span>
    );
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0) return;
    if (opensOn === 'pointerdown') {
      // What the real menu button does: a mouse press does not move focus to it, a touch opens at once.
      event.preventDefault();
      press();
    } else {
      gesture.current = true;
      prefetch();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    // A menu button also opens on ArrowDown; Enter and Space come as a click.
    if (haspopup === 'menu' && event.key === 'ArrowDown') {
      event.preventDefault();
      press();
    }
  }

  return (
    <span ref={wrapper} className="contents">
      <button
        ref={standIn}
        type="button"
        aria-label={label}
        aria-haspopup={haspopup}
        aria-expanded={false}
        className={className}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onPointerDown={onPointerDown}
        onPointerCancel={() => {
          // A scroll took the touch: the real one can take the stand-in's place now, before the next touch.
          gesture.current = false;
          prefetch();
        }}
        onClick={press}
        onKeyDown={onKeyDown}
      >
        {children}
      </button>
    </span>
  );
}
