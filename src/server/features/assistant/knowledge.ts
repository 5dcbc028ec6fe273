import MiniSearch from 'minisearch';

/** The help centre shipped with the portal: short articles the assistant (and Settings → Documentation) can point to. */
export const articles = [
  { id: 'pay-invoice', title: 'Paying an invoice', screen: '/billing', body: 'Open Billing, find the payment under outstanding payments and press Pay Now. Enter your card and confirm. You can save the card for automatic renewals. Receipts are in the payment history.' },
  { id: 'auto-renew', title: 'Automatic renewals', screen: '/billing', body: 'Hosting renews monthly and domains yearly. The next payment is issued 14 days before the paid period ends. With a saved card it is charged automatically on the due date; a failed charge is retried after 1, 3 and 7 days. Websites with payments more than 14 days overdue are suspended until paid.' },
  { id: 'change-request', title: 'Requesting a change to your website', screen: '/change-requests', body: 'Open Request Tracking and press Create Change Request. Choose the website, a title, the type (content, design, feature, bug or SEO) and describe the change in at least 10 characters. Attach up to 5 images, PDFs or Word files of 10 MB each. The studio updates the status and adds notes.' },
  { id: 'backup', title: 'Downloading a backup', screen: '/websites', body: 'Open My Websites and press Download Backup on a website card, or use the Backup quick action on the dashboard to download every website. A backup is a ZIP with all the site files plus its records. Backup History lists earlier backups.' },
  { id: 'analytics', title: 'Reading your analytics', screen: '/analytics', body: 'Open Analytics, choose the website and a range of 7, 30 or 90 days. You see visitors, page views, bounce rate, uptime and response time. Add the tracking code to your site to count visitors; uptime is measured by the studio every few minutes.' },
  { id: 'two-factor', title: 'Two-factor authentication', screen: '/settings', body: 'Open Settings, Security, and press Setup 2FA. Scan the QR code with an authenticator app (or type the code), then enter the 6-digit code to turn it on. Keep the recovery codes somewhere safe: each works once if you lose your phone.' },
  { id: 'order', title: 'Ordering new work', screen: '/orders', body: 'Open Order Services and choose a custom website, logo design or custom software. Fill in the requirements, then pay the 50% deposit to start. Work begins within 24 hours; you can follow the stage of your order on the dashboard.' },
  { id: 'sign-out', title: 'Signing out and sessions', screen: '/settings', body: 'Use Log Out in the header or Sign Out in Settings, Session Management. Turning two-factor authentication on or off signs out your other sessions.' },
  { id: 'domains-dns', title: 'Domains and DNS', screen: '/websites', body: 'Your domain renews yearly with your hosting account. To point a domain elsewhere or change DNS records, send a change request of type content or feature and the studio will do it for you.' },
  { id: 'refunds', title: 'Refunds and payment terms', screen: '/pricing-sheet', body: 'Projects start with a 50% deposit and the rest is due on completion. Refunds are possible within 7 days. Contact the studio about any invoice.' },
];

const STOP_WORDS = new Set('a an and are as at be by can do does for from get have how i in is it me my of on or the this to what when where which who why will with you your'.split(' '));

const index = new MiniSearch({
  fields: ['title', 'body'],
  storeFields: ['title', 'body', 'screen'],
  // Little words match everything; only words that carry meaning count.
  processTerm: (term) => (STOP_WORDS.has(term.toLowerCase()) ? null : term.toLowerCase()),
  searchOptions: { boost: { title: 2 }, fuzzy: 0.2, prefix: true },
});
index.addAll(articles);

/** The best help-centre article for a question, when the match is good enough. */
export function searchHelp(question: string): { title: string; body: string; screen: string } | null {
  const [best] = index.search(question, { combineWith: 'OR' });
  return best && best.score > 3 ? { title: best.title as string, body: best.body as string, screen: best.screen as string } : null;
}
