import { Suspense, useEffect, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { LoadingState } from '@/components/ui/loading-state';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useStudioName } from '@/features/branding/api/use-public-config';
import { RequireAdmin, RequireAuth } from './auth-guard';
import { lazyPage, type LazyPage } from './lazy-page';
import { NotFoundPage } from './pages/not-found-page';
import { TestPage } from './pages/test-page';
import { routeMeta } from './route-meta';
import { RouteErrorBoundary } from './route-error-boundary';

// Every page but the tiny ones is its own chunk, so a visitor downloads only the screen they open.
// scripts/audit-web.mjs reads these lines and the table below to size each route's first load.
const HomePage = lazyPage(() => import('@/features/marketing/pages/home-page'), 'HomePage');
const AboutPage = lazyPage(() => import('@/features/marketing/pages/about-page'), 'AboutPage');
const ServicesPage = lazyPage(() => import('@/features/marketing/pages/services-page'), 'ServicesPage');
const PricingSheetPage = lazyPage(() => import('@/features/marketing/pages/pricing-sheet-page'), 'PricingSheetPage');
const PricingPage = lazyPage(() => import('@/features/marketing/pages/pricing-page'), 'PricingPage');
const ContactPage = lazyPage(() => import('@/features/marketing/pages/contact-page'), 'ContactPage');
const AddOnsPage = lazyPage(() => import('@/features/marketing/pages/add-ons-page'), 'AddOnsPage');
const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'), 'LoginPage');
const SignupPage = lazyPage(() => import('@/features/auth/pages/signup-page'), 'SignupPage');
const SettingsPage = lazyPage(() => import('@/features/settings/pages/settings-page'), 'SettingsPage');
const DashboardPage = lazyPage(() => import('@/features/dashboard/pages/dashboard-page'), 'DashboardPage');
const AdminPage = lazyPage(() => import('@/features/admin/pages/admin-page'), 'AdminPage');
const AuditLogPage = lazyPage(() => import('@/features/admin/pages/audit-log-page'), 'AuditLogPage');
const WebsitesPage = lazyPage(() => import('@/features/websites/pages/websites-page'), 'WebsitesPage');
const BillingPage = lazyPage(() => import('@/features/billing/pages/billing-page'), 'BillingPage');
const ChangeRequestsPage = lazyPage(() => import('@/features/change-requests/pages/change-requests-page'), 'ChangeRequestsPage');
const OrdersPage = lazyPage(() => import('@/features/orders/pages/orders-page'), 'OrdersPage');
const CheckoutPage = lazyPage(() => import('@/features/orders/pages/checkout-page'), 'CheckoutPage');
const AnalyticsPage = lazyPage(() => import('@/features/analytics/pages/analytics-page'), 'AnalyticsPage');

interface RouteDef {
  path: string;
  page: ComponentType | LazyPage;
  /** 'auth': signed-in users only; 'admin': role admin only. */
  guard?: 'auth' | 'admin';
  /** Shown while the session is checked. */
  loadingText?: string;
}

/** Every route of SPEC section 2, in match order; anything else is the 404 screen. */
const ROUTES: RouteDef[] = [
  { path: '/test', page: TestPage },
  { path: '/pricing', page: PricingPage, guard: 'auth', loadingText: 'Loading pricing...' },
  { path: '/pricing-sheet', page: PricingSheetPage },
  { path: '/about', page: AboutPage },
  { path: '/services', page: ServicesPage },
  { path: '/contact', page: ContactPage },
  { path: '/login', page: LoginPage },
  { path: '/signup', page: SignupPage },
  { path: '/', page: HomePage },
  { path: '/dashboard', page: DashboardPage, guard: 'auth', loadingText: 'Loading your dashboard...' },
  { path: '/admin', page: AdminPage, guard: 'admin', loadingText: 'Loading admin panel...' },
  { path: '/admin/audit', page: AuditLogPage, guard: 'admin', loadingText: 'Loading audit log...' },
  { path: '/websites', page: WebsitesPage, guard: 'auth', loadingText: 'Loading your websites...' },
  { path: '/billing', page: BillingPage, guard: 'auth', loadingText: 'Loading billing information...' },
  { path: '/change-requests', page: ChangeRequestsPage, guard: 'auth', loadingText: 'Loading your change requests...' },
  { path: '/orders', page: OrdersPage, guard: 'auth', loadingText: 'Loading services...' },
  { path: '/checkout', page: CheckoutPage },
  { path: '/analytics', page: AnalyticsPage, guard: 'auth', loadingText: 'Loading analytics...' },
  { path: '/add-ons', page: AddOnsPage, guard: 'auth', loadingText: 'Loading add-ons...' },
  { path: '/settings', page: SettingsPage, guard: 'auth', loadingText: 'Loading settings...' },
];

/**
 * Fetches the page of `path` (when it is a lazy one), so the first render shows it without a loading
 * state; the server has announced its chunks already (modulepreload), so this mostly waits for them.
 */
export function preloadRoute(path: string): Promise<unknown> {
  const page = ROUTES.find((route) => route.path === path)?.page;
  return page && 'preload' in page ? page.preload() : Promise.resolve();
}

/** A screen that needs a signed-in user (or an admin); its chunk is fetched while the session is checked. */
function GuardedRoute({ route }: { route: RouteDef }) {
  const { page: Page, guard, loadingText } = route;
  useEffect(() => {
    if ('preload' in Page) void Page.preload().catch(() => undefined);
  }, [Page]);
  const Guard = guard === 'admin' ? RequireAdmin : RequireAuth;
  return (
    <Guard loadingText={loadingText}>
      <Page />
    </Guard>
  );
}

function useRouteMeta() {
  const [location] = useLocation();
  const studioName = useStudioName();
  const { title, description } = routeMeta(location, studioName);
  useDocumentMeta(title, description);
  return location;
}

export function AppRouter() {
  const location = useRouteMeta();
  return (
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<LoadingState />}>
        <Switch>
          {ROUTES.map((route) =>
            route.guard ? (
              <Route key={route.path} path={route.path}>
                <GuardedRoute route={route} />
              </Route>
            ) : (
              <Route key={route.path} path={route.path} component={route.page} />
            ),
          )}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
