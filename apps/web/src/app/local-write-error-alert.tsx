import { BlockingAlert } from '../ui/confirm-dialog';

export default function LocalWriteErrorAlert({ message }: { message: string }) {
  return (
    <BlockingAlert
      open
      title="Could not save on this device"
      message={message}
      actionLabel="Reload"
      onAction={() => window.location.reload()}
    />
  );
}
