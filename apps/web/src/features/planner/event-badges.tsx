import type { BusinessDay, CafeEvent } from '@cafe/domain';
import { Badge } from '../../ui/badge';
import { eventBadges } from './filter-events';

/** Spec §4: 'Today' when it starts today, 'Past event' once it has ended; and whether it is important. */
export function EventBadges({
  event,
  today,
  now,
  zone,
}: {
  event: CafeEvent;
  today: BusinessDay;
  now: Date;
  zone: string;
}) {
  const badges = eventBadges(event, today, now, zone);
  return (
    <>
      {badges.today ? <Badge tone="blue">Today</Badge> : null}
      {badges.past ? <Badge>Past event</Badge> : null}
      {event.isImportant ? <Badge tone="red">Important</Badge> : null}
    </>
  );
}
