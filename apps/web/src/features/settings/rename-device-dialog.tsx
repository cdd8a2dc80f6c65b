import { type RenameDeviceRequest, renameDeviceRequestSchema } from '@cafe/domain';
import { devicesApi } from '../../data/auth/devices-api';
import { Dialog } from '../../ui/dialog';
import { Form, FormActions, FormBanner, TextField, useDomainForm } from '../../ui/form';

/** The server's refusal, already in a person's words (the refusal map): shown in the form's banner as it is. */
class RenameRefused extends Error {}

export interface RenameDeviceDialogProps {
  /** The till being named; null closes the dialog. */
  device: { id: string; name: string } | null;
  onClose: () => void;
  /** After the server took the name. */
  onRenamed: (name: string) => void;
}

/** An admin names a till ('Counter 1', 'Patio tablet'): online, checked by the server (manage_settings). */
export function RenameDeviceDialog({ device, onClose, onRenamed }: RenameDeviceDialogProps) {
  return (
    <Dialog open={device !== null} onClose={onClose} title="Rename till" className="max-w-sm">
      {device ? <RenameForm key={device.id} device={device} onClose={onClose} onRenamed={onRenamed} /> : null}
    </Dialog>
  );
}

function RenameForm({
  device,
  onClose,
  onRenamed,
}: {
  device: { id: string; name: string };
  onClose: () => void;
  onRenamed: (name: string) => void;
}) {
  const form = useDomainForm<RenameDeviceRequest, RenameDeviceRequest>(renameDeviceRequestSchema, {
    defaultValues: { name: device.name },
  });
  async function save(values: RenameDeviceRequest) {
    const result = await devicesApi.rename(device.id, values.name);
    if (!result.ok) throw new RenameRefused(result.error);
    onRenamed(values.name);
  }
  return (
    <Form form={form} onSubmit={save} aria-label="Rename till" className="space-y-4">
      <FormBanner />
      <TextField<RenameDeviceRequest, 'name'>
        name="name"
        label="Till name"
        autoComplete="off"
        data-autofocus=""
        description="What people call this till, e.g. Counter 1."
      />
      <FormActions cancel={onClose}>Save name</FormActions>
    </Form>
  );
}
