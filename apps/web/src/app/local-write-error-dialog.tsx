import { useLocalWriteErrorStore } from '../data/repositories/local-write-error-store';
import { BlockingAlert } from '../ui/confirm-dialog';

/**
 * A change that could not be saved on this device blocks the app: carrying on would let a cashier believe a sale
 * was recorded when it was not. Reloading reopens the database (and often frees a blocked one).
 */
export function LocalWriteErrorDialog() {
  const failure = useLocalWriteErrorStore((state) => state.failure);
  return (
    <BlockingAlert
      open={failure !== null}
      title="Could not save on this device"
      message={failure ? `${failure.name}: ${failure.message}` : ''}
      actionLabel="Reload"
      onAction={() => window.location.reload()}
    />
  );
}
