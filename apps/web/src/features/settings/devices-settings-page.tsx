import { DevicesSection } from './devices-section';

/** /settings/devices (admin): the store's tills, named and revoked here. */
export function DevicesSettingsPage() {
  return <DevicesSection />;
}
