import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { AdminPage } from '@/features/admin/pages/admin-page';
import { AnalyticsPage } from '@/features/analytics/pages/analytics-page';
import { LoginPage } from '@/features/auth/pages/login-page';
import { SettingsPage } from '@/features/settings/pages/settings-page';
import { SignupPage } from '@/features/auth/pages/signup-page';
import { BillingPage } from '@/features/billing/pages/billing-page';
import { ChangeRequestsPage } from '@/features/change-requests/pages/change-requests-page';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';
import { AboutPage } from '@/features/marketing/pages/about-page';
import { AddOnsPage } from '@/features/marketing/pages/add-ons-page';
import { ContactPage } from '@/features/marketing/pages/contact-page';
import { HomePage } from '@/features/marketing/pages/home-page';
import { PricingPage } from '@/features/marketing/pages/pricing-page';
import { PricingSheetPage } from '@/features/marketing/pages/pricing-sheet-page';
import { ServicesPage } from '@/features/marketing/pages/services-page';
import { CheckoutPage } from '@/features/orders/pages/checkout-page';
import { OrdersPage } from '@/features/orders/pages/orders-page';
import { WebsitesPage } from '@/features/websites/pages/websites-page';
import { RequireAdmin, RequireAuth } from './auth-guard';
import { NotFoundPage } from './pages/not-found-page';
import { TestPage } from './pages/test-page';

/** A screen that needs a signed-in user; the text is shown while the session is checked. */
function guarded(page: ReactNode, loadingText: string) {
  return <RequireAuth loadingText={loadingText}>{page}</RequireAuth>;
}

/** Every route of SPEC section 2; anything else is the 404 screen. */
export function AppRouter() {
  return (
    <Switch>
      <Route path="/test" component={TestPage} />
      <Route path="/pricing">{guarded(<PricingPage />, 'Loading pricing...')}</Route>
      <Route path="/pricing-sheet" component={PricingSheetPage} />
      <Route path="/about" component={AboutPage} />
      <Route path="/services" component={ServicesPage} />
      <Route path="/contact" component={ContactPage} />
      <Route path="/login" component={LoginPage} />
      <Route path="/signup" component={SignupPage} />
      <Route path="/" component={HomePage} />
      <Route path="/dashboard">{guarded(<DashboardPage />, 'Loading your dashboard...')}</Route>
      <Route path="/admin">
        <RequireAdmin loadingText="Loading admin panel...">
          <AdminPage />
        </RequireAdmin>
      </Route>
      <Route path="/websites">{guarded(<WebsitesPage />, 'Loading your websites...')}</Route>
      <Route path="/billing">{guarded(<BillingPage />, 'Loading billing information...')}</Route>
      <Route path="/change-requests">{guarded(<ChangeRequestsPage />, 'Loading your change requests...')}</Route>
      <Route path="/orders">{guarded(<OrdersPage />, 'Loading services...')}</Route>
      <Route path="/checkout" component={CheckoutPage} />
      <Route path="/analytics">{guarded(<AnalyticsPage />, 'Loading analytics...')}</Route>
      <Route path="/add-ons">{guarded(<AddOnsPage />, 'Loading add-ons...')}</Route>
      <Route path="/settings">{guarded(<SettingsPage />, 'Loading settings...')}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
