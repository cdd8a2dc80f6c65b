import { type FormEvent, useState } from 'react';
import { approveAsManager, type ManagerApproval } from '../../data/auth/discount-approval';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';

/** A manager's email and password, typed on this till: their approval of the discount waiting above the limit. */
export function ManagerApprovalForm({
  name,
  subject = 'discount',
  onApproved,
}: {
  name: string;
  /** What is approved: the words of a refusal name it. */
  subject?: 'discount' | 'refund';
  onApproved: (approval: ManagerApproval) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function approve(event: FormEvent) {
    event.preventDefault();
    setChecking(true);
    const outcome = await approveAsManager(email, password, new Date(), subject);
    setChecking(false);
    if (outcome.ok) onApproved(outcome.approval);
    else setRefusal(outcome.message);
  }

  return (
    <form
      aria-label={`Manager approval for ${name}`}
      className="space-y-3"
      onSubmit={(event) => void approve(event)}
    >
      <Field
        label="Manager email"
        type="email"
        autoComplete="off"
        touch
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Field
        label="Manager password"
        type="password"
        autoComplete="off"
        touch
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={refusal ?? undefined}
      />
      <Button type="submit" size="lg" className="w-full" disabled={checking}>
        Approve {name}
      </Button>
    </form>
  );
}
