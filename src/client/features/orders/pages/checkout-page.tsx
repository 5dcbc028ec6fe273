import { useSearch } from 'wouter';
import { findService } from '@shared/catalogue';
import { LoadingState } from '@/components/ui/loading-state';
import { useAuth } from '@/features/auth/api/use-auth';
import { CheckoutFlow } from '../components/checkout-flow';
import { AuthenticationRequired, ServiceNotFound } from '../components/checkout-states';

/** /checkout?service=website|logo|website-alteration|software|<add-on id> (SPEC section 2; DESIGN: software too). */
export function CheckoutPage() {
  const { user, isLoading } = useAuth();
  const serviceId = new URLSearchParams(useSearch()).get('service');
  if (isLoading) return <LoadingState label="Loading checkout..." />;
  if (!user) return <AuthenticationRequired />;
  const service = findService(serviceId);
  if (!service) return <ServiceNotFound />;
  // A new service is a new checkout: fresh form, no order carried over.
  return <CheckoutFlow key={service.id} service={service} email={user.email} />;
}
