import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { orderStatuses, orderStatusInfo } from '@shared/orders';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/use-toast';
import { isUnauthorizedError } from '@/lib/api';
import { notifyCallError } from '@/features/auth/lib/call-errors';
import type { AdminOrder } from '../api/use-admin-orders';
import { useUpdateOrder } from '../api/use-update-order';
import { adminOrderFormValues, adminOrderPayload } from '../lib/admin-order-form';
import { InputField, SelectField } from './form-controls';

export const ORDER_UPDATE_FAILED = 'Failed to update order. Please try again.';

function UpdateOrderForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const update = useUpdateOrder();
  const [initial] = useState(() => adminOrderFormValues(order));
  const [values, setValues] = useState(initial);
  const [statusError, setStatusError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const payload = adminOrderPayload(values, initial);
    if (!payload) return setStatusError('Please choose a status');
    update.mutate(
      { id: order.id, payload },
      {
        onSuccess: () => {
          toast({ title: 'Order Updated', description: 'The order has been updated.' });
          onDone();
        },
        onError: (error) =>
          isUnauthorizedError(error) ? notifyCallError(error, ORDER_UPDATE_FAILED) : toast({ variant: 'destructive', title: 'Error', description: ORDER_UPDATE_FAILED }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Update Order: {order.title}</DialogTitle>
        <DialogDescription>Move the order to its current stage. The client is notified of the change.</DialogDescription>
      </DialogHeader>
      <SelectField
        id="order-status"
        label="Status"
        value={values.status}
        error={statusError}
        onChange={(event) => {
          setStatusError(undefined);
          setValues((v) => ({ ...v, status: event.target.value }));
        }}
      >
        {orderStatuses.map((status) => (
          <option key={status} value={status}>
            {orderStatusInfo[status].label}
          </option>
        ))}
      </SelectField>
      <InputField
        id="order-estimated-delivery"
        label="Estimated Delivery"
        optional
        type="date"
        value={values.estimatedDelivery}
        hint="Leave empty when there is no date yet."
        onChange={(event) => setValues((v) => ({ ...v, estimatedDelivery: event.target.value }))}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {update.isPending ? 'Updating...' : 'Update Order'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The admin's update modal: status over every order status, optional estimated delivery; PUT on submit. */
export function AdminOrderDialog({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">{order && <UpdateOrderForm key={order.id} order={order} onDone={onClose} />}</DialogContent>
    </Dialog>
  );
}
