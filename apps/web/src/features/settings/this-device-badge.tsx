import { Badge } from '../../ui/badge';

/** Marks the till the person is looking from, in the list of the store's tills. */
export function ThisDeviceBadge() {
  return (
    <Badge tone="blue" className="ml-2 align-middle">
      This device
    </Badge>
  );
}
