/** The names the portal's menus give its screens, for "Go to …" links. */
const screenNames: Record<string, string> = {
  '/dashboard': 'Dashboard',
  '/websites': 'My Websites',
  '/billing': 'Billing',
  '/change-requests': 'Request Tracking',
  '/analytics': 'Analytics',
  '/orders': 'Order Services',
  '/settings': 'Settings',
  '/add-ons': 'Add Ons',
  '/pricing': 'Pricing',
  '/pricing-sheet': 'Pricing Sheet',
  '/contact': 'Contact',
};

/** "/billing" → "Billing"; an unknown path is shown as it is. */
export function screenLabel(path: string): string {
  const base = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return screenNames[base] ?? path;
}
