import type { ModifierGroup } from '@cafe/domain';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button';

type Direction = 'up' | 'down';

/** `ids` with `id` moved one place up or down; unchanged at either end or when it is not there. */
export function movedGroup(ids: readonly string[], id: string, direction: Direction): string[] {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next[from] = ids[to] as string;
  next[to] = id;
  return next;
}

/**
 * The order New Sale's picker asks for a product's groups in (Size before Milk), changed with Move up and Move down:
 * buttons rather than dragging, so a finger on a tablet and a keyboard do it alike. After a move the focus stays on
 * the moved group's button (or its other one, at an end), and a status line says where it went for a screen reader.
 */
export function ProductGroupOrder({
  groups,
  onChange,
}: {
  /** The groups the product asks for, in its order. */
  groups: readonly ModifierGroup[];
  onChange: (ids: string[]) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState<{ id: string; direction: Direction } | null>(null);
  const ids = groups.map((group) => group.id);
  const position = moved ? ids.indexOf(moved.id) : -1;

  // React may move the row's element to reorder the list, which drops the focus: put it back once drawn.
  useEffect(() => {
    if (!moved) return;
    const button = (direction: Direction) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-move="${moved.id}:${direction}"]`);
    const wanted = button(moved.direction);
    (wanted && !wanted.disabled ? wanted : button(moved.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [moved]);

  const move = (id: string, direction: Direction) => {
    onChange(movedGroup(ids, id, direction));
    setMoved({ id, direction });
  };

  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">Order on New Sale</legend>
      <ol
        ref={list}
        className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 dark:divide-stone-700 dark:border-stone-700"
      >
        {groups.map((group, index) => (
          <li key={group.id} className="flex items-center gap-2 px-3 py-1">
            <span className="min-w-0 flex-1 truncate text-sm text-stone-900 dark:text-stone-100">
              <span className="tabular-nums text-stone-600 dark:text-stone-400">{index + 1}. </span>
              {group.name}
            </span>
            {(['up', 'down'] as const).map((direction) => (
              <Button
                key={direction}
                data-move={`${group.id}:${direction}`}
                variant="secondary"
                size="icon"
                className="size-11 disabled:opacity-40"
                aria-label={`Move ${group.name} ${direction}`}
                disabled={direction === 'up' ? index === 0 : index === groups.length - 1}
                onClick={() => move(group.id, direction)}
              >
                {direction === 'up' ? (
                  <ChevronUp aria-hidden="true" className="size-5" />
                ) : (
                  <ChevronDown aria-hidden="true" className="size-5" />
                )}
              </Button>
            ))}
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {moved && position !== -1
          ? `${groups[position]?.name ?? ''} is now ${position + 1} of ${groups.length}.`
          : ''}
      </p>
    </fieldset>
  );
}
