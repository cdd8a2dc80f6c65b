import { Search } from 'lucide-react';
import { cn } from './cn';
import { Input } from './form';

/**
 * A list's search box: a search input named by `label`, with the magnifier inside it. `onSearch` gets the text as
 * typed; a list that pages resets its page there.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
  /** The box's width in its row (it is max-w-md by default). */
  className?: string;
}) {
  return (
    <div className={cn('relative max-w-md', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 my-auto size-4 text-stone-500"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onSearch(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
