import { CreditCard, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** 'Pay Now' for one payment; described by the payment's own text so each button is told apart. */
export function PayNowButton({
  describedBy,
  starting,
  disabled,
  onClick,
}: {
  describedBy: string;
  starting: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="sm" aria-describedby={describedBy} disabled={disabled} aria-busy={starting || undefined} onClick={onClick}>
      {starting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
      Pay Now
    </Button>
  );
}
