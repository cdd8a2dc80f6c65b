import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@cafe/domain';
import { useAuthStore } from '../../data/auth/auth-store';
import { Card } from '../../ui/card';
import { ComingSoonCard } from '../../ui/coming-soon-card';

export function ProfilePage() {
  const user = useAuthStore((state) => state.user);
  const role = user?.role ?? 'staff';
  return (
    <div className="space-y-6">
      <Card className="p-6">
        <h2 className="text-base font-semibold text-stone-900 dark:text-stone-100">Your Profile</h2>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-stone-500 dark:text-stone-400">Name</dt>
            <dd className="mt-1 font-medium">{user?.name ?? 'User'}</dd>
          </div>
          <div>
            <dt className="text-stone-500 dark:text-stone-400">Email</dt>
            <dd className="mt-1 font-medium break-all">{user?.email ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-stone-500 dark:text-stone-400">Role</dt>
            <dd className="mt-1 font-medium">{ROLE_LABELS[role]}</dd>
            <dd className="text-xs text-stone-500 dark:text-stone-400">{ROLE_DESCRIPTIONS[role]}</dd>
          </div>
        </dl>
      </Card>
      <ComingSoonCard title="Profile editing coming soon">
        Changing your name, email, avatar and password will be possible here.
      </ComingSoonCard>
    </div>
  );
}
